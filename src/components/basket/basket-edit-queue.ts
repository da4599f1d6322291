"use client";
/**
 * The calls to a signed-in customer's server basket, one after another, and the edits sent to it and not answered yet.
 */
import { callApi, NETWORK_ERROR, type ApiAnswer, type ApiOutput } from "@/components/api/api-client";
import { lineKey, readStored, type LocalBasketLine } from "./basket-store";

/**
 * Edits sent to the server basket and not answered yet, kept across pages: a customer who taps "Add to basket" and
 * opens the basket at once leaves the page before the edit's request is answered, and the browser cancels it. The next
 * page sends them again before it reads the server basket, so that read does not wipe the line just added. Each edit
 * gives a line's whole quantity, so sending one twice changes nothing.
 */
const PENDING_KEY = "aurum.basket.pending.v1";

/** Edits sent to the server basket so far: an answer older than the latest edit never overwrites it. */
let edits = 0;
export const editsSoFar = () => edits;
/** Counts one more edit; its number. */
export const countEdit = () => ++edits;

/** Server-basket calls one after another, so a re-read never overtakes an edit still on its way. */
let serverQueue: Promise<unknown> = Promise.resolve();
export const queued = <T>(task: () => Promise<T>): Promise<T> => {
  const next = serverQueue.then(task, task);
  serverQueue = next.catch(() => undefined);
  return next;
};

export type CartList = ApiOutput<"/api/v2/my_center/check_cart_list">["cart_list"];
export const toLines = (list: CartList): LocalBasketLine[] =>
  list.map((l) => ({
    code: l.goods_code,
    optionCode: l.option_code || null,
    quantity: l.bookNumber,
    title: l.goods_name,
  }));

/** An edit of one server-basket line: the line's whole quantity at one clinic (0 removes it). */
export interface ServerEdit {
  storeId: number;
  code: string;
  optionCode: string | null;
  quantity: number;
}

const isServerEdit = (value: unknown): value is ServerEdit =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ServerEdit).storeId === "number" &&
  typeof (value as ServerEdit).code === "string";

/** The pending edits as stored; anything else in that key (an older shape, a hand edit) is ignored. */
function pendingEdits(): ServerEdit[] {
  const stored = readStored<unknown>(PENDING_KEY, []);
  return Array.isArray(stored) ? stored.filter(isServerEdit) : [];
}

function writePending(list: ServerEdit[]) {
  if (list.length) window.localStorage.setItem(PENDING_KEY, JSON.stringify(list));
  else window.localStorage.removeItem(PENDING_KEY);
}

/** Forget every pending edit (the browser's lines hold them, or the basket they were for is gone). */
export const dropPendingEdits = () => writePending([]);

const sameLine = (a: ServerEdit, b: ServerEdit) =>
  a.storeId === b.storeId && lineKey(a.code, a.optionCode) === lineKey(b.code, b.optionCode);

/** Keep an edit as pending until the server has answered it (a later edit of the same line replaces it). */
export function keepPending(edit: ServerEdit) {
  writePending([...pendingEdits().filter((p) => !sameLine(p, edit)), edit]);
}

/** Send one edit, pending until the server has answered it. */
export async function sendEdit(edit: ServerEdit, locale: string): Promise<ApiAnswer<"/api/v2/my_center/operate_cart">> {
  keepPending(edit);
  const answer = await callApi(
    "/api/v2/my_center/operate_cart",
    { store_id: edit.storeId, goods_code: edit.code, option_code: edit.optionCode ?? "", bookNumber: edit.quantity },
    locale,
  );
  // Answered, even with a refusal (sending it again would be refused again); unanswered (no network): kept.
  if (answer.code !== NETWORK_ERROR)
    writePending(pendingEdits().filter((p) => !(sameLine(p, edit) && p.quantity === edit.quantity)));
  return answer;
}

/** The edits an earlier page left unanswered, sent again (those for a clinic this browser no longer mirrors are dropped). */
export async function resendPending(clinicId: number, locale: string): Promise<void> {
  const pending = pendingEdits().filter((p) => p.storeId === clinicId);
  writePending(pending);
  for (const edit of pending) await sendEdit(edit, locale);
}
