import { Stethoscope } from "lucide-react";

/** Shown wherever treatments are described (DESIGN: careful health claims). */
export function MedicalDisclaimer({ title, text }: { title: string; text: string }) {
  return (
    <aside className="mt-12 flex gap-4 rounded-2xl border border-gold/40 bg-white p-5 text-sm leading-relaxed text-stone" aria-label={title}>
      <Stethoscope aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-deep" />
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-1">{text}</p>
      </div>
    </aside>
  );
}
