"use client";
/** A basket the server already holds, taken as the browser's: a signed-in customer's basket page, a waitlist offer. */
import type { ApiOutput } from "@/components/api/api-client";
import {
  basketOwner,
  emptyChoice,
  readChoice,
  readLines,
  replaceChoice,
  replaceLines,
  setBasketOwner,
  setSyncedClinic,
  signedInHint,
  type LocalBasketLine,
} from "./basket-store";
import { countEdit, dropPendingEdits, toLines } from "./basket-edit-queue";
import { forgetMerge } from "./basket-sign-in-merge";

/**
 * A signed-in customer's basket page arrives with their server basket (decision 115). A browser that holds no basket
 * of its own (no lines, no clinic chosen: another browser, or its storage cleared) takes that basket as it is, before
 * the page is painted, instead of showing "Your basket is empty" until the merge at sign-in answers (which merged into
 * the area's home clinic, not the clinic the page showed). A browser with lines or a clinic of its own merges as
 * before (syncBasketWithSession).
 */
export function adoptServerBasket(clinicId: number, lines: LocalBasketLine[]): void {
  if (!signedInHint() || basketOwner() === "customer") return;
  if (readLines().length > 0 || readChoice().clinicId) return;
  // An answer still on its way for an older edit must not overwrite these lines.
  countEdit();
  setBasketOwner("customer");
  setSyncedClinic(clinicId);
  // A merge left unanswered by an earlier page carried lines this browser no longer has: it is not sent again.
  forgetMerge();
  replaceChoice({ ...emptyChoice, clinicId });
  replaceLines(lines);
}

/** What /api/v2/my_center/accept_waitlist_offer answers. */
type AcceptedWaitlistOffer = ApiOutput<"/api/v2/my_center/accept_waitlist_offer">;

/**
 * A waitlist offer taken to checkout (decision 183): the server has made the clinic's basket the offer's lines and
 * the held time this browser's; the browser shows both, and its basket mirrors that clinic's from now on.
 */
export function adoptWaitlistOffer(offer: AcceptedWaitlistOffer) {
  // An answer still on its way for an older edit must not overwrite these lines.
  countEdit();
  dropPendingEdits();
  setBasketOwner("customer");
  setSyncedClinic(offer.store_id);
  replaceChoice({
    ...emptyChoice,
    clinicId: offer.store_id,
    day: offer.date,
    startsAt: offer.starts_at,
    holdId: offer.hold_id,
    holdExpiresAt: offer.expires_at,
  });
  replaceLines(toLines(offer.cart_list));
}
