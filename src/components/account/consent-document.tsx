import { directionOf, localeTags } from "@/i18n/locales";
import type { ConsentDocument } from "@/server/consents/consent-text";

/** A consent's words as the customer reads and signs them, in the language they are written in. */
export function ConsentDocumentView({ document }: { document: ConsentDocument }) {
  return (
    <article
      lang={localeTags[document.locale]}
      dir={directionOf(document.locale)}
      className="rounded-xl border border-linen bg-ivory/60 p-4 sm:p-5"
      data-testid="consent-text"
    >
      <h3 className="text-xl">{document.title}</h3>
      {document.sections.map((section) => (
        <section key={section.id} className="mt-4">
          <h4 className="font-medium">{section.heading}</h4>
          <p className="mt-1 text-sm leading-relaxed text-ink/90">{section.body}</p>
        </section>
      ))}
    </article>
  );
}
