import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Photo } from "@/components/content/photo";
import type { Locale } from "@/i18n/locales";
import { photosOf, type PhotoView } from "@/server/photos/read-photos";
import { ItemFacts } from "./item-facts";
import type { ItemView } from "./item-view";

interface Labels {
  price: string;
  duration: string;
  sessions: string;
  details: string;
}

/** One treatment in a list: name, what it is for, price and time, and the way to its page. */
export function ItemCard({
  item,
  labels,
  headingLevel = 2,
  photo,
}: {
  item: ItemView;
  labels: Labels;
  headingLevel?: 2 | 3;
  photo?: PhotoView;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="flex">
      <article
        className="group relative flex w-full flex-col rounded-2xl border border-linen bg-white p-6 transition hover:-translate-y-0.5 hover:border-gold hover:shadow-lg hover:shadow-gold/10"
        data-goods-code={item.code}
      >
        {photo && (
          <div className="relative -mx-6 -mt-6 mb-5 aspect-[3/2] overflow-hidden rounded-t-2xl bg-sand">
            <Photo photo={photo} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
          </div>
        )}
        <Heading className="text-2xl leading-tight">
          <Link
            href={item.href}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold-deep"
          >
            {item.name}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{item.summary}</p>
        <div className="mt-5 flex items-end justify-between gap-3 border-t border-linen pt-4">
          <ItemFacts item={item} labels={labels} />
          <span
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-gold-deep"
            aria-hidden="true"
          >
            {labels.details}
            <ArrowRight className="size-4 transition group-hover:translate-x-1 flip-rtl" />
          </span>
        </div>
      </article>
    </li>
  );
}

/** A list of treatments; each card shows its photo when the back office gave it one (decision 160). */
export async function ItemGrid({
  items,
  labels,
  locale,
  headingLevel = 2,
}: {
  items: ItemView[];
  labels: Labels;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const photos = await photosOf("treatment", locale);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <ItemCard
          key={item.code}
          item={item}
          labels={labels}
          headingLevel={headingLevel}
          photo={photos.get(item.code)}
        />
      ))}
    </ul>
  );
}
