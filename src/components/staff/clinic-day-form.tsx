import type { ReactNode } from "react";

/** The look of a toolbar's previous/today/next links: large targets for a tablet. */
export const dayPill =
  "inline-flex min-h-11 items-center rounded-full border border-linen bg-white px-4 text-sm font-medium hover:border-gold-deep";

const control = "min-h-11 rounded-xl border border-linen bg-white px-3 text-base text-ink";

/**
 * A back-office toolbar's clinic and day: a plain GET form (works without JavaScript, every state is a link) to
 * the page at `action`. `children`: more of the page's state to keep (hidden fields).
 */
export function ClinicDayForm({
  action,
  clinics,
  clinic,
  day,
  labels,
  children,
}: {
  action: string;
  clinics: { slug: string; name: string }[];
  /** The chosen clinic's slug. */
  clinic: string;
  day: string;
  labels: { clinic: string; date: string; go: string };
  children?: ReactNode;
}) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-xs text-stone">
        {labels.clinic}
        <select name="clinic" defaultValue={clinic} className={control}>
          {clinics.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-stone">
        {labels.date}
        <input type="date" name="day" defaultValue={day} required className={control} />
      </label>
      {children}
      <button
        type="submit"
        className="min-h-11 rounded-full bg-ink px-5 text-sm font-medium text-ivory hover:bg-gold-deep"
      >
        {labels.go}
      </button>
    </form>
  );
}
