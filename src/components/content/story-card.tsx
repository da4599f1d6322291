import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { ArtName } from "@/config/content-pages";
import { PageArt } from "./page-art";

/** A news item or article in a list: illustration, date, title, summary. */
export function StoryCard({ href, art, meta, title, summary, linkLabel }: { href: string; art: ArtName; meta: string; title: string; summary: string; linkLabel: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-linen bg-white transition hover:-translate-y-0.5 hover:border-gold hover:shadow-lg hover:shadow-gold/10 focus-within:ring-2 focus-within:ring-gold-deep">
      <div className="flex h-40 items-center justify-center bg-gradient-to-br from-sand via-ivory to-linen/60">
        <PageArt name={art} className="size-32" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-medium uppercase tracking-wider text-stone">{meta}</p>
        <h2 className="mt-2 text-2xl leading-snug">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-stone">{summary}</p>
        <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-gold-deep" aria-hidden="true">
          {linkLabel}
          <ArrowRight className="size-4 transition group-hover:translate-x-1 flip-rtl" />
        </p>
      </div>
    </article>
  );
}
