/** Checkout's text inputs; 16 px text: iOS zooms into a smaller input on focus. */
export const checkoutInput =
  "w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-base text-ink focus:border-gold-deep focus:outline-none aria-[invalid=true]:border-red-700";
