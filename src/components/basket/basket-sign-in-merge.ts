"use client";
/**
 * The merge at sign-in: the browser's basket added to the customer's server basket for the chosen clinic (or the
 * area's home clinic), whose list is the truth from then on (docs/product/entities.md).
 */
import { callApi, NETWORK_ERROR } from "@/components/api/api-client";
import { isArea } from "@/config/site";
import {
  lineKey,
  readChoice,
  readLines,
  readStored,
  replaceLines,
  setBasketOwner,
  setSyncedClinic,
  updateChoice,
  type LocalBasketLine,
} from "./basket-store";
import { sendEdit, toLines, type CartList } from "./basket-edit-queue";

/**
 * The merge at sign-in as it was sent (its id, its clinic or area, the lines it carried), kept until it is answered: a
 * page left before the answer came sends the very same merge again, and the server, which adds merged quantities up,
 * applies one id once.
 */
const MERGE_KEY = "aurum.basket.merge.v1";

/** A merge at sign-in as sent (MERGE_KEY). */
interface MergeAttempt {
  id: string;
  storeId: number | null;
  area: string | null;
  lines: LocalBasketLine[];
}

/** The merge at sign-in, while it is on its way or carrying the edits made meanwhile. */
let merging: Promise<void> | null = null;
export const mergeOnItsWay = () => merging;

/** Forget a merge an earlier page left unanswered: it is not sent again. */
export const forgetMerge = () => window.localStorage.removeItem(MERGE_KEY);

const isBasketLine = (value: unknown): value is LocalBasketLine =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as LocalBasketLine).code === "string" &&
  Number.isInteger((value as LocalBasketLine).quantity);

/** The merge an earlier page sent and left unanswered, if one is stored in a shape this code can send again. */
function unansweredMerge(): MergeAttempt | null {
  const stored = readStored<unknown>(MERGE_KEY, null);
  if (typeof stored !== "object" || stored === null) return null;
  const { id, storeId, area, lines } = stored as Partial<MergeAttempt>;
  if (typeof id !== "string" || !Array.isArray(lines) || !lines.every(isBasketLine)) return null;
  if (typeof storeId === "number") return { id, storeId, area: null, lines };
  return typeof area === "string" ? { id, storeId: null, area, lines } : null;
}

/** A random (version 4) UUID; crypto.randomUUID exists only on secure pages, crypto.getRandomValues everywhere. */
function newMergeId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Lines added, changed or removed while the merge at sign-in was on its way (a quick "Add to basket" on the page the
 * sign-in led to: the basket was not the customer's yet, so the edit stayed in the browser): applied to the server
 * basket on top of the merged one, so the merge's answer does not wipe them. The browser's lines are read again after
 * each round until none changed meanwhile (at most five rounds); no await separates the last read from the caller's
 * replaceLines, so no click falls in between.
 */
async function carryLateEdits(
  storeId: number,
  sent: LocalBasketLine[],
  merged: CartList,
  locale: string,
): Promise<CartList> {
  let before = sent;
  let list = merged;
  for (let round = 0; round < 5; round++) {
    const now = readLines();
    const deltas = new Map<string, { line: LocalBasketLine; delta: number }>();
    for (const line of now) deltas.set(lineKey(line.code, line.optionCode), { line, delta: line.quantity });
    for (const line of before) {
      const entry = deltas.get(lineKey(line.code, line.optionCode));
      if (entry) entry.delta -= line.quantity;
      else deltas.set(lineKey(line.code, line.optionCode), { line, delta: -line.quantity });
    }
    const changed = [...deltas.values()].filter((d) => d.delta !== 0);
    if (changed.length === 0) break;
    for (const { line, delta } of changed) {
      const there =
        list.find((l) => lineKey(l.goods_code, l.option_code) === lineKey(line.code, line.optionCode))?.bookNumber ?? 0;
      // Pending until answered (sendEdit): a page left meanwhile sends it again, as it does an unanswered edit.
      const answer = await sendEdit(
        { storeId, code: line.code, optionCode: line.optionCode, quantity: Math.max(0, Math.min(20, there + delta)) },
        locale,
      );
      if (answer.ok) list = answer.data.cart_list;
    }
    before = now;
  }
  return list;
}

/**
 * Signed in for the first time in this browser: merge the local basket into the server's for the chosen clinic (none
 * chosen yet, signed in on the login page first: the area's home clinic, server-side), then show the server's list.
 */
export function mergeAtSignIn(locale: string, area?: string): Promise<void> {
  const { clinicId } = readChoice();
  const unanswered = unansweredMerge();
  if (!clinicId && !area && !unanswered) return merging ?? Promise.resolve();
  merging ??= (async () => {
    try {
      // A merge an earlier page sent and left unanswered goes again as it was (the server applies one id once), the
      // browser's lines since then carried on top of it below; otherwise a new merge.
      const attempt: MergeAttempt = unanswered ?? {
        id: newMergeId(),
        storeId: clinicId,
        area: clinicId ? null : (area ?? null),
        lines: readLines(),
      };
      window.localStorage.setItem(MERGE_KEY, JSON.stringify(attempt));
      const { lines } = attempt;
      const homeArea = attempt.area ?? undefined;
      const answer = await callApi(
        "/api/v2/my_center/merge_cart",
        {
          ...(attempt.storeId ? { store_id: attempt.storeId } : isArea(homeArea) ? { area: homeArea } : {}),
          merge_id: attempt.id,
          cart_data: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })),
        },
        locale,
      );
      if (!answer.ok) {
        // Refused: sent again it would be refused again (unanswered, it is sent again by the next page).
        if (answer.code !== NETWORK_ERROR) forgetMerge();
        return;
      }
      if (!clinicId && answer.data.store_id) updateChoice({ clinicId: answer.data.store_id });
      // The server basket holds the browser's lines now and is the truth from here on: a page left while the late
      // edits below are carried must not merge the same lines a second time (quantities add up), and sends the
      // carried edits again instead (they are pending until answered).
      setBasketOwner("customer");
      setSyncedClinic(answer.data.store_id);
      forgetMerge();
      replaceLines(toLines(await carryLateEdits(answer.data.store_id, lines, answer.data.cart_list, locale)));
    } finally {
      merging = null;
    }
  })();
  return merging;
}
