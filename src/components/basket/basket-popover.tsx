"use client";
import * as Popover from "@radix-ui/react-popover";
import { ShoppingBag } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { syncBasketWithSession, useBasketLines, useHydrated } from "./basket-store";

/** The header's basket button: count badge and a popover with the lines. */
export function BasketPopover({ href, locale, labels }: { href: string; locale: string; labels: { title: string; empty: string; viewBasket: string; /** "Basket: n items" for n = 0..20, plural rules applied on the server. */ openByCount: string[] } }) {
  const hydrated = useHydrated();
  const lines = useBasketLines();
  const pathname = usePathname();
  // Sign-in and sign-out end in a navigation: check the session hint after each one.
  useEffect(() => {
    void syncBasketWithSession(locale);
  }, [pathname, locale]);
  const count = hydrated ? lines.reduce((n, l) => n + l.quantity, 0) : 0;
  const openLabel = labels.openByCount[Math.min(count, labels.openByCount.length - 1)] ?? "";
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={openLabel}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
        data-testid="basket-button"
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-deep px-1 text-[11px] font-semibold text-ivory" data-testid="basket-count">
            {count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 rounded-2xl border border-linen bg-ivory p-4 shadow-xl">
          <p className="font-serif text-xl">{labels.title}</p>
          {lines.length === 0 ? (
            <p className="mt-2 text-sm text-stone">{labels.empty}</p>
          ) : (
            <ul className="mt-2 max-h-64 divide-y divide-linen overflow-auto text-sm">
              {lines.map((l) => (
                <li key={`${l.code}-${l.optionCode ?? ""}`} className="flex justify-between gap-3 py-2">
                  <span>{l.title}</span>
                  <span className="tabular-nums text-stone">× {l.quantity}</span>
                </li>
              ))}
            </ul>
          )}
          <Popover.Close asChild>
            <Link href={href} className="mt-3 block rounded-full bg-ink px-4 py-2.5 text-center text-sm font-medium text-ivory hover:bg-gold-deep">
              {labels.viewBasket}
            </Link>
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
