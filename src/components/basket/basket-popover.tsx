"use client";
import { ShoppingBag } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import { useHydrated } from "@/components/ui/use-hydrated";
import { callApi } from "@/components/api/api-client";
import { useBasketLines } from "./basket-store";
import { syncBasketWithSession } from "./basket-sync";

interface Labels {
  title: string;
  empty: string;
  viewBasket: string;
  /** "Basket: n items" for n = 0..20, plural rules applied on the server. */
  openByCount: string[];
}

/** The header's basket button: a count badge and, on press, a preview of the lines with a link to the basket. */
export function BasketPopover({ href, locale, labels }: { href: string; locale: string; labels: Labels }) {
  const hydrated = useHydrated();
  const lines = useBasketLines();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  // Sign-in and sign-out end in a navigation: check the session hint after each one.
  useEffect(() => {
    void syncBasketWithSession(locale, pathname.split("/")[1]);
  }, [pathname, locale]);
  // Stored titles are in the language of the page an item was added on: on opening, the lines are named
  // again in this page's language from the localized catalogue (through the quote).
  const linesKey = JSON.stringify([locale, lines.map((l) => [l.code, l.optionCode, l.quantity])]);
  const [titles, setTitles] = useState<{ key: string; byLine: Record<string, string> } | null>(null);
  useEffect(() => {
    if (!open || lines.length === 0 || titles?.key === linesKey) return;
    let live = true;
    void callApi(
      "/api/v2/place_order/quote",
      { lines: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })) },
      locale,
    ).then((a) => {
      if (live && a.ok)
        setTitles({
          key: linesKey,
          byLine: Object.fromEntries(a.data.lines.map((l) => [`${l.code}-${l.optionCode ?? ""}`, l.title])),
        });
    });
    return () => {
      live = false;
    };
  }, [open, lines, linesKey, locale, titles?.key]);
  const count = hydrated ? lines.reduce((n, l) => n + l.quantity, 0) : 0;
  const openLabel = labels.openByCount[Math.min(count, labels.openByCount.length - 1)] ?? "";

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
        data-testid="basket-button"
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        {/* The name is the text, not an aria-label: an aria-label must contain the "2" the badge shows, and the Arabic
            one says "عنصران" (axe label-content-name-mismatch, issue 40 row 13). The badge is hidden from the name. */}
        <span className="sr-only">{openLabel}</span>
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-deep px-1 text-[11px] font-semibold text-ivory"
            data-testid="basket-count"
          >
            {count}
          </span>
        )}
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        role="region"
        aria-labelledby={`${id}-title`}
        className="absolute end-0 top-full z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-linen bg-ivory p-4 shadow-xl"
      >
        <p id={`${id}-title`} className="font-serif text-xl">
          {labels.title}
        </p>
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-stone">{labels.empty}</p>
        ) : (
          <ul className="mt-2 max-h-64 divide-y divide-linen overflow-auto text-sm">
            {lines.map((l) => (
              <li key={`${l.code}-${l.optionCode ?? ""}`} className="flex justify-between gap-3 py-2">
                <span>{titles?.byLine[`${l.code}-${l.optionCode ?? ""}`] ?? l.title}</span>
                <span className="tabular-nums text-stone">× {l.quantity}</span>
              </li>
            ))}
          </ul>
        )}
        <Link
          href={href}
          onClick={close}
          className="mt-3 block rounded-full bg-ink px-4 py-2.5 text-center text-sm font-medium text-ivory hover:bg-gold-deep"
        >
          {labels.viewBasket}
        </Link>
      </div>
    </div>
  );
}
