"use client";
/**
 * The visitor's basket and booking choice, kept in the browser (docs/product/entities.md: persisted locally). Adding an
 * item already there raises its quantity; removing goes by goods code. Once the customer signs in, the
 * server's basket is the truth: merged at sign-in, every edit sent to it (operate_cart), and re-read on each
 * navigation (check_cart_list), so a basket edited in one browser shows in another.
 */
import { callApi, NETWORK_ERROR, type ApiAnswer, type ApiOutput } from "@/components/api/api-client";
import { isArea } from "@/config/site";
import { useSyncExternalStore } from "react";
import { cookieNames } from "@/config/cookies";

export interface LocalBasketLine {
  code: string;
  optionCode: string | null;
  quantity: number;
  /** Shown in the popover before prices load; the server's title wins on the basket page. */
  title: string;
}

export interface BookingChoice {
  clinicId: number | null;
  day: string | null;
  startsAt: string | null;
  holdId: string | null;
  holdExpiresAt: string | null;
  inResidence: boolean;
}

const BASKET_KEY = "aurum.basket.v1";
const CHOICE_KEY = "aurum.booking.v1";
const EVENT = "aurum:basket";
/** Whose basket the browser holds: "customer" once merged with a signed-in customer's server basket. */
const OWNER_KEY = "aurum.basket.owner.v1";
/** The clinic whose server basket the browser's basket mirrors (the server keeps one basket per clinic). */
const SYNCED_CLINIC_KEY = "aurum.basket.clinic.v1";
/**
 * Edits sent to the server basket and not answered yet, kept across pages: a customer who taps "Add to basket" and
 * opens the basket at once leaves the page before the edit's request is answered, and the browser cancels it. The next
 * page sends them again before it reads the server basket, so that read does not wipe the line just added. Each edit
 * gives a line's whole quantity, so sending one twice changes nothing.
 */
const PENDING_KEY = "aurum.basket.pending.v1";
/**
 * The merge at sign-in as it was sent (its id, its clinic or area, the lines it carried), kept until it is answered: a
 * page left before the answer came sends the very same merge again, and the server, which adds merged quantities up,
 * applies one id once.
 */
const MERGE_KEY = "aurum.basket.merge.v1";
const SESSION_EVENT = "aurum:session";
const SIGNED_IN_HINT = `${cookieNames.signedIn}=1`;

const emptyChoice: BookingChoice = {
  clinicId: null,
  day: null,
  startsAt: null,
  holdId: null,
  holdExpiresAt: null,
  inResidence: false,
};

function read<T>(key: string, fallback: T): T {
  if (typeof window === "undefined") return fallback;
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Stores a value and tells the page's islands. The value written is the snapshot from now on (the same object, so
 * a basket the page rendered from stays the page's basket); writing what is already stored changes nothing and
 * tells no one, so the server's unchanged answer to a re-read re-renders nothing (issue 14: each re-render of the
 * basket page's calendar is a long task on a phone).
 */
function write(key: string, value: unknown) {
  const raw = JSON.stringify(value);
  if (window.localStorage.getItem(key) === raw) return;
  window.localStorage.setItem(key, raw);
  cache.set(key, { raw, value });
  window.dispatchEvent(new Event(EVENT));
}

// useSyncExternalStore needs a stable snapshot per stored value.
const cache = new Map<string, { raw: string | null; value: unknown }>();
function snapshot<T>(key: string, fallback: T): T {
  const raw = typeof window === "undefined" ? null : window.localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  const value = read(key, fallback);
  cache.set(key, { raw, value });
  return value;
}

function subscribe(callback: () => void) {
  window.addEventListener(EVENT, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(EVENT, callback);
    window.removeEventListener("storage", callback);
  };
}

const NO_LINES: LocalBasketLine[] = [];

/** The browser's basket lines; `serverLines` are what the server rendered (a signed-in customer's basket page). */
export function useBasketLines(serverLines: LocalBasketLine[] = NO_LINES): LocalBasketLine[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(BASKET_KEY, NO_LINES),
    () => serverLines,
  );
}

export function useBookingChoice(): BookingChoice {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(CHOICE_KEY, emptyChoice),
    () => emptyChoice,
  );
}

export function addLine(line: Omit<LocalBasketLine, "quantity">, quantity = 1) {
  const lines = read<LocalBasketLine[]>(BASKET_KEY, []);
  const existing = lines.find((l) => l.code === line.code && l.optionCode === line.optionCode);
  const next = existing
    ? lines.map((l) => (l === existing ? { ...l, quantity: Math.min(20, l.quantity + quantity) } : l))
    : [...lines, { ...line, quantity }];
  write(BASKET_KEY, next);
  pushLine(line.code, line.optionCode, Math.min(20, (existing?.quantity ?? 0) + quantity));
}

export function setQuantity(code: string, optionCode: string | null, quantity: number) {
  const lines = read<LocalBasketLine[]>(BASKET_KEY, []);
  write(
    BASKET_KEY,
    quantity <= 0
      ? lines.filter((l) => !(l.code === code && l.optionCode === optionCode))
      : lines.map((l) =>
          l.code === code && l.optionCode === optionCode ? { ...l, quantity: Math.min(20, quantity) } : l,
        ),
  );
  pushLine(code, optionCode, Math.max(0, Math.min(20, quantity)));
}

/** Edits sent to the server basket so far: an answer older than the latest edit never overwrites it. */
let edits = 0;

/** The merge at sign-in (syncBasketWithSession), while it is on its way or carrying the edits made meanwhile. */
let merging: Promise<void> | null = null;

/** Server-basket calls one after another, so a re-read never overtakes an edit still on its way. */
let serverQueue: Promise<unknown> = Promise.resolve();
const queued = <T>(task: () => Promise<T>): Promise<T> => {
  const next = serverQueue.then(task, task);
  serverQueue = next.catch(() => undefined);
  return next;
};

/** An edit of one server-basket line: the line's whole quantity at one clinic (0 removes it). */
interface ServerEdit {
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
  const stored = read<unknown>(PENDING_KEY, []);
  return Array.isArray(stored) ? stored.filter(isServerEdit) : [];
}

function writePending(list: ServerEdit[]) {
  if (list.length) window.localStorage.setItem(PENDING_KEY, JSON.stringify(list));
  else window.localStorage.removeItem(PENDING_KEY);
}

const sameLine = (a: ServerEdit, b: ServerEdit) =>
  a.storeId === b.storeId && lineKey(a.code, a.optionCode) === lineKey(b.code, b.optionCode);

/** Keep an edit as pending until the server has answered it (a later edit of the same line replaces it). */
function keepPending(edit: ServerEdit) {
  writePending([...pendingEdits().filter((p) => !sameLine(p, edit)), edit]);
}

/** Send one edit, pending until the server has answered it. */
async function sendEdit(edit: ServerEdit, locale: string): Promise<ApiAnswer<"/api/v2/my_center/operate_cart">> {
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
async function resendPending(clinicId: number, locale: string): Promise<void> {
  const pending = pendingEdits().filter((p) => p.storeId === clinicId);
  writePending(pending);
  for (const edit of pending) await sendEdit(edit, locale);
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
  const { clinicId } = read(CHOICE_KEY, emptyChoice);
  if (window.localStorage.getItem(OWNER_KEY) !== "customer" || !signedInHint() || !clinicId) return;
  if (syncedClinic() !== clinicId && movingTo !== clinicId) return;
  const change = { storeId: clinicId, code, optionCode, quantity };
  // The merge at sign-in has answered and is carrying the edits made meanwhile: it carries this one too (its rounds
  // read the browser's lines until none changed); pending until then, in case the page is left first.
  if (merging) return keepPending(change);
  const locale = document.documentElement.lang || "en";
  const edit = ++edits;
  // Pending from the moment it is made, not from its turn in the queue: a page left while an earlier call (the
  // page's re-read of the server basket) was still on its way never sent it, and the next page sends it first.
  keepPending(change);
  void queued(async () => {
    const answer = await sendEdit(change, locale);
    // The server's whole list, unless the customer has edited again meanwhile (that edit's answer will follow).
    if (answer.ok && edit === edits) replaceLines(toLines(answer.data.cart_list));
  });
}

export function removeLine(code: string, optionCode: string | null) {
  setQuantity(code, optionCode, 0);
}

/** Replace the basket with the server's list (after sign-in, docs/product/entities.md). */
export function replaceLines(lines: LocalBasketLine[]) {
  write(BASKET_KEY, lines);
}

/**
 * After an order (or signing out): no lines, no clinic chosen. The server basket the lines mirrored is gone with the
 * order, so no clinic counts as in step any more: lines added before the next clinic is chosen go to that clinic's
 * server basket when it is (moveToClinic), instead of being replaced by its empty list.
 */
export function clearBasket() {
  write(BASKET_KEY, []);
  write(CHOICE_KEY, emptyChoice);
  window.localStorage.removeItem(SYNCED_CLINIC_KEY);
  window.localStorage.removeItem(MERGE_KEY);
  writePending([]);
}

export function updateChoice(patch: Partial<BookingChoice>) {
  write(CHOICE_KEY, { ...read(CHOICE_KEY, emptyChoice), ...patch });
}

/** The non-secret hint cookie set at sign-in (the session cookie itself is httpOnly). */
export function signedInHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").includes(SIGNED_IN_HINT);
}

/** Subscribe to "the session may have changed" (header islands re-read the hint). */
export function subscribeSession(callback: () => void) {
  window.addEventListener(SESSION_EVENT, callback);
  return () => window.removeEventListener(SESSION_EVENT, callback);
}

const syncedClinic = () => Number(window.localStorage.getItem(SYNCED_CLINIC_KEY)) || null;

type CartList = ApiOutput<"/api/v2/my_center/check_cart_list">["cart_list"];
const toLines = (list: CartList): LocalBasketLine[] =>
  list.map((l) => ({
    code: l.goods_code,
    optionCode: l.option_code || null,
    quantity: l.bookNumber,
    title: l.goods_name,
  }));

const lineKey = (code: string, optionCode: string | null) => `${code}|${optionCode ?? ""}`;

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
    const now = read<LocalBasketLine[]>(BASKET_KEY, []);
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
 * The customer chose another clinic: its server basket is set to the browser's lines (line by line, so that
 * going back and forth between clinics never adds the same lines up twice), then shown.
 */
function moveToClinic(clinicId: number, locale: string): Promise<void> {
  return queued(async () => {
    const at = edits;
    // The browser's lines already hold any edit an earlier page left unanswered: they are what this clinic gets.
    writePending([]);
    const lines = read<LocalBasketLine[]>(BASKET_KEY, []);
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
  window.localStorage.setItem(SYNCED_CLINIC_KEY, String(clinicId));
  if (at === edits) replaceLines(toLines(answer.data.cart_list));
}

/** Show the server basket of the chosen clinic (docs/product/api.md cart list), after any edit still on its way or left unanswered. */
function refreshFromServer(clinicId: number, locale: string): Promise<void> {
  return queued(async () => {
    const at = edits;
    await resendPending(clinicId, locale);
    const answer = await callApi("/api/v2/my_center/check_cart_list", { store_id: clinicId }, locale);
    if (answer.ok && at === edits) replaceLines(toLines(answer.data.cart_list));
  });
}

/**
 * A signed-in customer's basket page arrives with their server basket (decision 115). A browser that holds no basket
 * of its own (no lines, no clinic chosen: another browser, or its storage cleared) takes that basket as it is, before
 * the page is painted, instead of showing "Your basket is empty" until the merge at sign-in answers (which merged into
 * the area's home clinic, not the clinic the page showed). A browser with lines or a clinic of its own merges as
 * before (syncBasketWithSession).
 */
export function adoptServerBasket(clinicId: number, lines: LocalBasketLine[]): void {
  if (!signedInHint() || window.localStorage.getItem(OWNER_KEY) === "customer") return;
  if (read<LocalBasketLine[]>(BASKET_KEY, []).length > 0 || read(CHOICE_KEY, emptyChoice).clinicId) return;
  // An answer still on its way for an older edit must not overwrite these lines.
  edits += 1;
  window.localStorage.setItem(OWNER_KEY, "customer");
  window.localStorage.setItem(SYNCED_CLINIC_KEY, String(clinicId));
  // A merge left unanswered by an earlier page carried lines this browser no longer has: it is not sent again.
  window.localStorage.removeItem(MERGE_KEY);
  write(CHOICE_KEY, { ...emptyChoice, clinicId });
  replaceLines(lines);
}

/** What /api/v2/my_center/accept_waitlist_offer answers. */
export type AcceptedWaitlistOffer = ApiOutput<"/api/v2/my_center/accept_waitlist_offer">;

/**
 * A waitlist offer taken to checkout (decision 183): the server has made the clinic's basket the offer's lines and
 * the held time this browser's; the browser shows both, and its basket mirrors that clinic's from now on.
 */
export function adoptWaitlistOffer(offer: AcceptedWaitlistOffer) {
  // An answer still on its way for an older edit must not overwrite these lines.
  edits += 1;
  writePending([]);
  window.localStorage.setItem(OWNER_KEY, "customer");
  window.localStorage.setItem(SYNCED_CLINIC_KEY, String(offer.store_id));
  write(CHOICE_KEY, {
    ...emptyChoice,
    clinicId: offer.store_id,
    day: offer.date,
    startsAt: offer.starts_at,
    holdId: offer.hold_id,
    holdExpiresAt: offer.expires_at,
  });
  replaceLines(toLines(offer.cart_list));
}

/** A merge at sign-in as sent (MERGE_KEY). */
interface MergeAttempt {
  id: string;
  storeId: number | null;
  area: string | null;
  lines: LocalBasketLine[];
}

const isBasketLine = (value: unknown): value is LocalBasketLine =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as LocalBasketLine).code === "string" &&
  Number.isInteger((value as LocalBasketLine).quantity);

/** The merge an earlier page sent and left unanswered, if one is stored in a shape this code can send again. */
function unansweredMerge(): MergeAttempt | null {
  const stored = read<unknown>(MERGE_KEY, null);
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
 * Keep the browser's basket in step with the session (docs/product/entities.md). Signed in for the first time in this
 * browser: merge the local basket into the server's for the chosen clinic, then show the server's list
 * (the truth from now on). Signed out: forget the customer's basket so the next visitor does not see it.
 */
export function syncBasketWithSession(locale: string, area?: string): Promise<void> {
  window.dispatchEvent(new Event(SESSION_EVENT));
  const owner = window.localStorage.getItem(OWNER_KEY);
  if (!signedInHint()) {
    window.localStorage.removeItem(MERGE_KEY);
    if (owner === "customer") {
      clearBasket();
      window.localStorage.setItem(OWNER_KEY, "visitor");
      window.localStorage.removeItem(SYNCED_CLINIC_KEY);
    }
    return Promise.resolve();
  }
  const { clinicId } = read(CHOICE_KEY, emptyChoice);
  // Already merged for this clinic: the server basket is the truth; read it again (another browser may have
  // changed it). Another clinic chosen since: that clinic's server basket becomes these lines.
  if (owner === "customer") {
    if (!clinicId) return merging ?? Promise.resolve();
    return (
      merging ?? (clinicId === syncedClinic() ? refreshFromServer(clinicId, locale) : moveToClinic(clinicId, locale))
    );
  }
  // No clinic chosen yet (signed in on the login page first): merge into the area's home clinic (server-side).
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
        lines: read<LocalBasketLine[]>(BASKET_KEY, []),
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
        if (answer.code !== NETWORK_ERROR) window.localStorage.removeItem(MERGE_KEY);
        return;
      }
      if (!clinicId && answer.data.store_id) updateChoice({ clinicId: answer.data.store_id });
      // The server basket holds the browser's lines now and is the truth from here on: a page left while the late
      // edits below are carried must not merge the same lines a second time (quantities add up), and sends the
      // carried edits again instead (they are pending until answered).
      window.localStorage.setItem(OWNER_KEY, "customer");
      window.localStorage.setItem(SYNCED_CLINIC_KEY, String(answer.data.store_id));
      window.localStorage.removeItem(MERGE_KEY);
      replaceLines(toLines(await carryLateEdits(answer.data.store_id, lines, answer.data.cart_list, locale)));
    } finally {
      merging = null;
    }
  })();
  return merging;
}
