"use client";
/**
 * A signed-in customer's basket in step with the server's (docs/product/entities.md): every edit sent to the server
 * basket (operate_cart), merged at sign-in (basket-sign-in-merge.ts), and re-read on each navigation
 * (check_cart_list), so a basket edited in one browser shows in another. Adding an item already there raises its
 * quantity; removing goes by goods code.
 */
import { callApi, type ApiAnswer } from "@/components/api/api-client";
import {
  addLocalLine,
  announceSession,
  basketOwner,
  emptyChoice,
  lineKey,
  readChoice,
  readLines,
  replaceChoice,
  replaceLines,
  setBasketOwner,
  setLocalQuantity,
  setSyncedClinic,
  signedInHint,
  syncedClinic,
  type LocalBasketLine,
} from "./basket-store";
import {
  countEdit,
  dropPendingEdits,
  editsSoFar,
  keepPending,
  queued,
  resendPending,
  sendEdit,
  toLines,
} from "./basket-edit-queue";
import { forgetMerge, mergeAtSignIn, mergeOnItsWay } from "./basket-sign-in-merge";

export function addLine(line: Omit<LocalBasketLine, "quantity">, quantity = 1) {
  pushLine(line.code, line.optionCode, addLocalLine(line, quantity));
}

export function setQuantity(code: string, optionCode: string | null, quantity: number) {
  setLocalQuantity(code, optionCode, quantity);
  pushLine(code, optionCode, Math.max(0, Math.min(20, quantity)));
}

export function removeLine(code: string, optionCode: string | null) {
  setQuantity(code, optionCode, 0);
}

/** The clinic whose server basket is being set to the browser's lines (moveToClinic on its way), if any. */
let movingTo: number | null = null;

/**
 * A signed-in customer's edit goes to the server basket of the chosen clinic (docs/product/api.md operate a cart line) when the
 * browser mirrors that clinic's basket. A clinic whose basket is being set to the browser's lines (the move has read
 * them) gets it after the move, in queue order, and the move's answer, older than the edit, no longer replaces the
 * lines without it. A clinic chosen but not moved to yet gets the browser's lines, this one included, when it is.
 */
function pushLine(code: string, optionCode: string | null, quantity: number) {
  const { clinicId } = readChoice();
  if (basketOwner() !== "customer" || !signedInHint() || !clinicId) return;
  if (syncedClinic() !== clinicId && movingTo !== clinicId) return;
  const change = { storeId: clinicId, code, optionCode, quantity };
  // The merge at sign-in has answered and is carrying the edits made meanwhile: it carries this one too (its rounds
  // read the browser's lines until none changed); pending until then, in case the page is left first.
  if (mergeOnItsWay()) return keepPending(change);
  const locale = document.documentElement.lang || "en";
  const edit = countEdit();
  // Pending from the moment it is made, not from its turn in the queue: a page left while an earlier call (the
  // page's re-read of the server basket) was still on its way never sent it, and the next page sends it first.
  keepPending(change);
  void queued(async () => {
    const answer = await sendEdit(change, locale);
    // The server's whole list, unless the customer has edited again meanwhile (that edit's answer will follow).
    if (answer.ok && edit === editsSoFar()) replaceLines(toLines(answer.data.cart_list));
  });
}

/**
 * After an order (or signing out): no lines, no clinic chosen. The server basket the lines mirrored is gone with the
 * order, so no clinic counts as in step any more: lines added before the next clinic is chosen go to that clinic's
 * server basket when it is (moveToClinic), instead of being replaced by its empty list.
 */
export function clearBasket() {
  replaceLines([]);
  replaceChoice(emptyChoice);
  setSyncedClinic(null);
  forgetMerge();
  dropPendingEdits();
}

/**
 * The customer chose another clinic: its server basket is set to the browser's lines (line by line, so that
 * going back and forth between clinics never adds the same lines up twice), then shown.
 */
function moveToClinic(clinicId: number, locale: string): Promise<void> {
  return queued(async () => {
    const at = editsSoFar();
    // The browser's lines already hold any edit an earlier page left unanswered: they are what this clinic gets.
    dropPendingEdits();
    const lines = readLines();
    movingTo = clinicId;
    try {
      await setClinicBasket(clinicId, lines, at, locale);
    } finally {
      movingTo = null;
    }
  });
}

/** The move itself: the clinic's server basket is made the browser's lines read at its start, then shown if unedited since. */
async function setClinicBasket(clinicId: number, lines: LocalBasketLine[], at: number, locale: string): Promise<void> {
  const there = await callApi("/api/v2/my_center/check_cart_list", { store_id: clinicId }, locale);
  if (!there.ok) return;
  const keep = new Set(lines.map((l) => lineKey(l.code, l.optionCode)));
  for (const old of there.data.cart_list.filter((l) => !keep.has(lineKey(l.goods_code, l.option_code)))) {
    await callApi(
      "/api/v2/my_center/operate_cart",
      { store_id: clinicId, goods_code: old.goods_code, option_code: old.option_code ?? "", bookNumber: 0 },
      locale,
    );
  }
  let answer: ApiAnswer<"/api/v2/my_center/check_cart_list" | "/api/v2/my_center/operate_cart"> = there;
  for (const line of lines) {
    answer = await callApi(
      "/api/v2/my_center/operate_cart",
      { store_id: clinicId, goods_code: line.code, option_code: line.optionCode ?? "", bookNumber: line.quantity },
      locale,
    );
  }
  if (!answer.ok) return;
  setSyncedClinic(clinicId);
  if (at === editsSoFar()) replaceLines(toLines(answer.data.cart_list));
}

/** Show the server basket of the chosen clinic (docs/product/api.md cart list), after any edit still on its way or left unanswered. */
function refreshFromServer(clinicId: number, locale: string): Promise<void> {
  return queued(async () => {
    const at = editsSoFar();
    await resendPending(clinicId, locale);
    const answer = await callApi("/api/v2/my_center/check_cart_list", { store_id: clinicId }, locale);
    if (answer.ok && at === editsSoFar()) replaceLines(toLines(answer.data.cart_list));
  });
}

/**
 * Keep the browser's basket in step with the session (docs/product/entities.md). Signed in for the first time in this
 * browser: merge the local basket into the server's (mergeAtSignIn), the truth from then on. Signed out: forget the
 * customer's basket so the next visitor does not see it.
 */
export function syncBasketWithSession(locale: string, area?: string): Promise<void> {
  announceSession();
  const owner = basketOwner();
  if (!signedInHint()) {
    forgetMerge();
    if (owner === "customer") {
      clearBasket();
      setBasketOwner("visitor");
      setSyncedClinic(null);
    }
    return Promise.resolve();
  }
  // Already merged for this clinic: the server basket is the truth; read it again (another browser may have
  // changed it). Another clinic chosen since: that clinic's server basket becomes these lines.
  if (owner === "customer") {
    const { clinicId } = readChoice();
    const merging = mergeOnItsWay();
    if (!clinicId) return merging ?? Promise.resolve();
    return (
      merging ?? (clinicId === syncedClinic() ? refreshFromServer(clinicId, locale) : moveToClinic(clinicId, locale))
    );
  }
  return mergeAtSignIn(locale, area);
}
