import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { ItemFacts } from "./item-facts";
import type { ItemView } from "./item-view";

interface Labels {
  price: string;
  duration: string;
  sessions: string;
  details: string;
}

/** One treatment in a list: name, what it is for, price and time, and the way to its page. */
export function ItemCard({ item, labels, headingLevel = 2 }: { item: ItemView; labels: Labels; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="flex">
      <article className="group relative flex w-full flex-col rounded-2xl border border-linen bg-white p-6 transition hover:-translate-y-0.5 hover:border-gold hover:shadow-lg hover:shadow-gold/10" data-goods-code={item.code}>
        <Heading className="text-2xl leading-tight">
          <Link href={item.href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold-deep">
            {item.name}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{item.summary}</p>
        <div className="mt-5 flex items-end justify-between gap-3 border-t border-linen pt-4">
          <ItemFacts item={item} labels={labels} />
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-gold-deep" aria-hidden="true">
            {labels.details}
            <ArrowRight className="size-4 transition group-hover:translate-x-1 flip-rtl" />
          </span>
        </div>
      </article>
    </li>
  );
}

export function ItemGrid({ items, labels, headingLevel = 2 }: { items: ItemView[]; labels: Labels; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <ItemCard key={item.code} item={item} labels={labels} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
