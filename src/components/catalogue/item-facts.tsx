import { Clock, Layers, Tag } from "lucide-react";
import type { ItemView } from "./item-view";

interface Labels {
  price: string;
  duration: string;
  sessions: string;
  /** "Regular price", read before the struck-through price while on sale. */
  regularPrice?: string;
}

/** Price and time of an item, as a small description list. */
export function ItemFacts({ item, labels, size = "sm" }: { item: ItemView; labels: Labels; size?: "sm" | "lg" }) {
  const big = size === "lg";
  return (
    <dl className={big ? "grid gap-4 sm:grid-cols-2" : "flex flex-wrap gap-x-5 gap-y-1 text-sm"}>
      <div className={big ? "rounded-xl bg-sand p-4" : "flex items-center gap-1.5"}>
        <dt className={big ? "eyebrow flex items-center gap-1.5" : "sr-only"}>
          {big && <Tag aria-hidden="true" className="size-3.5" />}
          {labels.price}
        </dt>
        <dd className={big ? "mt-1 font-serif text-3xl" : "font-semibold text-ink"} data-testid="item-price">
          {item.price}
          {item.regularPrice && (
            <del
              className={big ? "ms-3 font-sans text-lg text-stone" : "ms-2 font-normal text-stone"}
              data-testid="item-regular-price"
            >
              <span className="sr-only">{labels.regularPrice} </span>
              {item.regularPrice}
            </del>
          )}
        </dd>
      </div>
      <div className={big ? "rounded-xl bg-sand p-4" : "flex items-center gap-1.5 text-stone"}>
        <dt className={big ? "eyebrow flex items-center gap-1.5" : "sr-only"}>
          {big &&
            (item.sessions > 1 ? (
              <Layers aria-hidden="true" className="size-3.5" />
            ) : (
              <Clock aria-hidden="true" className="size-3.5" />
            ))}
          {item.sessions > 1 ? labels.sessions : labels.duration}
        </dt>
        {!big &&
          (item.sessions > 1 ? (
            <Layers aria-hidden="true" className="size-3.5" />
          ) : (
            <Clock aria-hidden="true" className="size-3.5" />
          ))}
        <dd className={big ? "mt-1 font-serif text-3xl" : ""} data-testid="item-duration">
          {item.duration}
          {big && item.durationDetail && (
            <span className="mt-1 block font-sans text-sm text-stone">{item.durationDetail}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
