import { Info, Stethoscope } from "lucide-react";

/**
 * The medical disclaimer, wherever treatments are described (docs/product: careful health claims). `section`: a
 * boxed section of its own under an article, a clinic or the FAQs; `note`: the lighter note among a catalogue's
 * treatments.
 */
export function MedicalDisclaimer({
  title,
  text,
  layout = "section",
}: {
  title: string;
  text: string;
  layout?: "section" | "note";
}) {
  const note = layout === "note";
  const Icon = note ? Info : Stethoscope;
  return (
    <aside
      className={
        note
          ? "flex gap-3 rounded-2xl border border-linen bg-white/60 p-5 text-sm leading-relaxed text-stone"
          : "mt-12 flex gap-4 rounded-2xl border border-gold/40 bg-white p-5 text-sm leading-relaxed text-stone"
      }
      aria-label={title}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-deep" />
      {note ? (
        <p>
          <strong className="font-semibold text-ink">{title}. </strong>
          {text}
        </p>
      ) : (
        <div>
          <p className="font-semibold text-ink">{title}</p>
          <p className="mt-1">{text}</p>
        </div>
      )}
    </aside>
  );
}
