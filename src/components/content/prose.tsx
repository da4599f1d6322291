import { Languages } from "lucide-react";
import { directionOf, localeTags } from "@/i18n/locales";
import type { LongForm } from "@/server/content/load-long-form";

const proseClasses = [
  "max-w-none text-[1.0625rem] leading-relaxed text-ink/90",
  "[&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:text-ink [&_h2:first-child]:mt-0 md:[&_h2]:text-4xl",
  "[&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:text-ink",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6 [&_li]:mt-2 [&_li]:ps-1",
  "[&_a]:font-medium [&_a]:text-gold-deep [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-ink",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_blockquote]:mt-6 [&_blockquote]:border-s-2 [&_blockquote]:border-gold [&_blockquote]:ps-5 [&_blockquote]:font-serif [&_blockquote]:text-2xl [&_blockquote]:leading-snug [&_blockquote]:text-ink",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-linen [&_th]:py-2 [&_th]:text-start [&_td]:border-b [&_td]:border-linen [&_td]:py-2 [&_td]:pe-4",
  "[&_hr]:my-10 [&_hr]:border-linen",
].join(" ");

/** English shown on an Arabic, Chinese or Japanese page keeps the brand's Latin serif for its headings. */
const latinFonts = "[--font-serif:Cormorant,Georgia,serif] [&_h2]:font-medium [&_h3]:font-medium";

/** Long-form copy rendered on the server; when it is the English fallback, a note says so and the text is marked English. */
export function Prose({ content, fallbackNote }: { content: LongForm; fallbackNote: string }) {
  return (
    <div>
      {content.isFallback ? (
        <p className="mb-8 flex items-start gap-2 rounded-xl border border-linen bg-sand/60 px-4 py-3 text-sm text-stone" data-testid="fallback-note">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
          {fallbackNote}
        </p>
      ) : null}
      <div className={`${proseClasses} ${content.isFallback ? latinFonts : ""}`} lang={localeTags[content.locale]} dir={directionOf(content.locale)} dangerouslySetInnerHTML={{ __html: content.html }} />
    </div>
  );
}
