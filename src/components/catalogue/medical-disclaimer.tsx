import { Info } from "lucide-react";

/** The medical note shown wherever treatments are described. */
export function MedicalDisclaimer({ title, text }: { title: string; text: string }) {
  return (
    <aside
      className="flex gap-3 rounded-2xl border border-linen bg-white/60 p-5 text-sm leading-relaxed text-stone"
      aria-label={title}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-deep" />
      <p>
        <strong className="font-semibold text-ink">{title}. </strong>
        {text}
      </p>
    </aside>
  );
}
