"use client";
/**
 * The visitor's basket and booking choice, kept in the browser (docs/product/entities.md: persisted locally), and
 * whose basket it is. The islands read it through the hooks below; a signed-in customer's edits also go to the server
 * basket (basket-sync.ts), whose answers are written back here.
 */
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
const SESSION_EVENT = "aurum:session";
const SIGNED_IN_HINT = `${cookieNames.signedIn}=1`;

export const emptyChoice: BookingChoice = {
  clinicId: null,
  day: null,
  startsAt: null,
  holdId: null,
  holdExpiresAt: null,
  inResidence: false,
};

/** A stored value as it is now (not the snapshot: the value to edit). */
export function readStored<T>(key: string, fallback: T): T {
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
  const value = readStored(key, fallback);
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

/**
 * How many of one line (an item with its add-on choice) the basket holds. A number, not the list: after an edit only
 * the card whose line changed re-renders, not every card of the page (choose-program has dozens; issue 44, adding to
 * the basket).
 */
export function useLineQuantity(code: string, optionCode: string | null): number {
  return useSyncExternalStore(
    subscribe,
    () =>
      snapshot(BASKET_KEY, NO_LINES).find((line) => line.code === code && line.optionCode === optionCode)?.quantity ??
      0,
    () => 0,
  );
}

export function useBookingChoice(): BookingChoice {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(CHOICE_KEY, emptyChoice),
    () => emptyChoice,
  );
}

export const readLines = () => readStored<LocalBasketLine[]>(BASKET_KEY, []);
export const readChoice = () => readStored(CHOICE_KEY, emptyChoice);

export const lineKey = (code: string, optionCode: string | null) => `${code}|${optionCode ?? ""}`;

/** Adds to a line in the browser (a line already there has its quantity raised, at most 20); its new quantity. */
export function addLocalLine(line: Omit<LocalBasketLine, "quantity">, quantity: number): number {
  const lines = readLines();
  const existing = lines.find((l) => l.code === line.code && l.optionCode === line.optionCode);
  const next = existing
    ? lines.map((l) => (l === existing ? { ...l, quantity: Math.min(20, l.quantity + quantity) } : l))
    : [...lines, { ...line, quantity }];
  write(BASKET_KEY, next);
  return Math.min(20, (existing?.quantity ?? 0) + quantity);
}

/** Sets a line's quantity in the browser (0 or less removes it, at most 20). */
export function setLocalQuantity(code: string, optionCode: string | null, quantity: number) {
  const lines = readLines();
  write(
    BASKET_KEY,
    quantity <= 0
      ? lines.filter((l) => !(l.code === code && l.optionCode === optionCode))
      : lines.map((l) =>
          l.code === code && l.optionCode === optionCode ? { ...l, quantity: Math.min(20, quantity) } : l,
        ),
  );
}

/** Replace the basket with the server's list (after sign-in, docs/product/entities.md). */
export function replaceLines(lines: LocalBasketLine[]) {
  write(BASKET_KEY, lines);
}

export function updateChoice(patch: Partial<BookingChoice>) {
  write(CHOICE_KEY, { ...readChoice(), ...patch });
}

/** A choice of its own, nothing kept from the one before. */
export function replaceChoice(choice: BookingChoice) {
  write(CHOICE_KEY, choice);
}

export const basketOwner = () => window.localStorage.getItem(OWNER_KEY);
export const setBasketOwner = (owner: "customer" | "visitor") => window.localStorage.setItem(OWNER_KEY, owner);

export const syncedClinic = () => Number(window.localStorage.getItem(SYNCED_CLINIC_KEY)) || null;
export function setSyncedClinic(clinicId: number | null) {
  if (clinicId === null) window.localStorage.removeItem(SYNCED_CLINIC_KEY);
  else window.localStorage.setItem(SYNCED_CLINIC_KEY, String(clinicId));
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

/** Tell the islands the session may have changed. */
export const announceSession = () => window.dispatchEvent(new Event(SESSION_EVENT));
