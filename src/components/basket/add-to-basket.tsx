import Link from "next/link";

/**
 * The "Add to basket" action on a service page. The contract other pages rely on: props `href`
 * (the choose-programme page), `code` (goods code), optional `optionCodes` (add-on choices) and `label`.
 * Until the basket exists this is a link that carries the code to choose-program.
 */
export function AddToBasket({ href, code, label }: { href: string; code: string; optionCodes?: string[]; label: string }) {
  return (
    <Link
      href={`${href}?add=${encodeURIComponent(code)}`}
      className="inline-flex items-center justify-center rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep"
      data-goods-code={code}
    >
      {label}
    </Link>
  );
}
