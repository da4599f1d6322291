/** The look of a text field, select or textarea in the site's forms (contact, concierge, franchising, careers). */
export const fieldClass =
  "mt-1.5 block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink shadow-sm outline-none focus:border-gold-deep focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-red-700";
