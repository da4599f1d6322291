import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ArtName } from "@/config/content-pages";
import type { LongForm } from "@/server/content/load-long-form";
import { PageArt } from "./page-art";
import { Prose } from "./prose";

/** The body of a news item, article or job: back link, title, meta line, illustration and long-form text. */
export function StoryPage({ backHref, backLabel, eyebrow, title, summary, meta, art, content, fallbackNote, children }: {
  backHref: string;
  backLabel: string;
  eyebrow: string;
  title: string;
  summary: string;
  meta: React.ReactNode;
  art: ArtName;
  content: LongForm;
  fallbackNote: string;
  children?: React.ReactNode;
}) {
  return (
    <article>
      <header className="bg-gradient-to-b from-sand to-ivory">
        <div className="container-page max-w-3xl py-10 md:py-16">
          <Link href={backHref} className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-deep hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" />
            {backLabel}
          </Link>
          <p className="eyebrow mt-8">{eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-[1.1] md:text-5xl">{title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone">{summary}</p>
          <div className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone">{meta}</div>
        </div>
      </header>
      <div className="container-page max-w-3xl pb-16">
        <div className="mb-10 flex h-44 items-center justify-center rounded-2xl bg-gradient-to-br from-night via-night-soft to-night md:h-56">
          <PageArt name={art} className="size-36 md:size-44" />
        </div>
        <Prose content={content} fallbackNote={fallbackNote} />
        {children}
      </div>
    </article>
  );
}
