import "server-only";
import type { Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { compileIslandMessages } from "./compile-messages";

type Tree = { [key: string]: unknown };

/**
 * What each island provider sends to the browser: the namespaces its islands read with `useTranslations`, and
 * nothing more (issue 14). BookingIntl and AccountIntl send the first two; `<IslandIntl provider="…">`
 * (./island-provider.tsx) any of them. The whole `booking` and `account` catalogues went with every basket, checkout and account
 * page (e-mail templates, the success page, My Bookings: server-rendered or never in a browser), a third to two thirds
 * more of the page's inline data for the browser to parse. `island-messages.test.ts` follows each provider's pages'
 * imports and fails when an island reads a namespace its provider does not send, or when one sent is read by none.
 */
export const islandNamespaces = {
  /** The basket, checkout and gift-card pages (BookingIntl). */
  booking: [
    "basket.page",
    "booking.checkout",
    "booking.currency",
    "booking.form",
    "booking.giftCard",
    "booking.hold",
    "booking.time",
    "errors.app",
    "waitlist.join",
    "waitlist.windows",
  ],
  /** My Programs and My Bookings (AccountIntl); booking.hold for the countdown of a session's held time. */
  account: ["account.programs", "account.time", "booking.form", "booking.hold", "booking.time"],
  /**
   * The contact form: contact, call back and the German market's (`<IslandIntl provider="requests">`). Of
   * requests.errors only the contact form's own part: the weekend call back's and the enquiry forms' are the server's.
   */
  requests: [
    "catalogue.request",
    "requests.callBack",
    "requests.contact",
    "requests.errors.contact",
    "requests.fields",
  ],
  /** The spa request form, which reads its own namespace only. */
  spaRequest: ["catalogue.request"],
  /**
   * The request panel (options, the spa calendar, the Request link) on the spa page and a request-only treatment's
   * page (`SpaRequestPanel`); the calendar's month and weekday names come with it as data (decision 197).
   */
  requestPanel: ["catalogue.calendar"],
  /** Add to basket and the next free time on a treatment's page, and choose-program's steppers and total bar. */
  catalogue: ["basket.add", "treatments.choose", "treatments.ui"],
  /** Accepting and paying, or declining, a visit proposal. */
  proposal: ["booking.checkout.card", "requests.proposal"],
  /** Paying the rest of an order online on My Orders. */
  orders: ["account.orders", "booking.checkout.card"],
} as const satisfies Record<string, readonly string[]>;

export type IslandProvider = keyof typeof islandNamespaces;

/** The parts of `tree` at the dotted `paths`, in the same shape; a path the tree lacks is left out. */
export function pickNamespaces(tree: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split(".");
    let from: unknown = tree;
    for (const part of parts) from = from && typeof from === "object" ? (from as Tree)[part] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const part of parts.slice(0, -1)) into = (into[part] ??= {}) as Tree;
    into[parts[parts.length - 1]!] = from;
  }
  return out;
}

/** A provider's messages in `locale`, compiled for the browser (compile-messages.ts keeps them per process). */
export async function islandMessages(provider: IslandProvider, locale: Locale): Promise<Tree> {
  const all = (await loadMessages(locale)) as Tree;
  return compileIslandMessages(provider, locale, pickNamespaces(all, islandNamespaces[provider]));
}
