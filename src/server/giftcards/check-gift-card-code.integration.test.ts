import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the bursts below are real races on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { quoteCheckout } from "@/server/orders/quote-checkout";
import { createGiftCard } from "../../../tests/support/booking-fixtures";
import { checkGiftCardCode } from "./check-gift-card-code";
import { newGiftCardSecrets } from "./gift-card-secret";

/** Decision 070: wrong gift-card codes are counted before they are compared, per card number and per client. */
const NOW = new Date("2030-02-01T12:00:00Z");
let seq = 0;
const client = () => `198.18.${(seq += 1)}.${Date.now() % 1000}-${Math.random().toString(36).slice(2, 8)}`;
const lines = [{ code: "AFI", optionCode: null, quantity: 1 }];

function tally(values: (string | null)[]) {
  return values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [String(v)]: (acc[String(v)] ?? 0) + 1 }), {});
}

describe("gift-card code checks", () => {
  it("50 parallel wrong codes on the public quote compare at most 5; the right code is then refused too", async () => {
    const card = await createGiftCard(100_00);
    const results = await Promise.all(
      // A different client each time: the per-number limit alone must hold.
      Array.from({ length: 50 }, (_, i) =>
        quoteCheckout(
          null,
          { lines, giftCard: { number: card.number, code: `ZZZZ${String(i).padStart(2, "0")}` } },
          { now: NOW, client: client() },
        ),
      ),
    );
    // GIFT_CARD_INVALID is only answered after the code was compared.
    expect(tally(results.map((r) => r.giftCardError))).toEqual({ GIFT_CARD_INVALID: 5, GIFT_CARD_LIMITED: 45 });
    const right = await quoteCheckout(
      null,
      { lines, giftCard: { number: card.number, code: card.code } },
      { now: NOW, client: client() },
    );
    expect(right.giftCardError).toBe("GIFT_CARD_LIMITED");
    // An hour later the card works again.
    const later = await quoteCheckout(
      null,
      { lines, giftCard: { number: card.number, code: card.code } },
      { now: new Date(NOW.getTime() + 61 * 60_000), client: client() },
    );
    expect(later.giftCardError).toBeNull();
  }, 60_000);

  it("one client guessing many numbers gets at most 5 wrong codes an hour", async () => {
    const me = client();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkGiftCardCode({ number: newGiftCardSecrets().number, code: "ZZZZZZ" }, { client: me, now: NOW }),
      ),
    );
    expect(tally(results.map((r) => (r.ok ? "ok" : r.error)))).toEqual({ GIFT_CARD_INVALID: 5, GIFT_CARD_LIMITED: 15 });
  }, 60_000);

  it("a right code gives its count back: a customer re-quoting often is never locked out", async () => {
    const card = await createGiftCard(50_00);
    const me = client();
    for (let i = 0; i < 8; i++) {
      const check = await checkGiftCardCode(
        { number: card.number, code: card.code.toLowerCase() },
        { client: me, now: NOW },
      );
      expect(check).toMatchObject({ ok: true, card: { number: card.number, balanceCents: 50_00 } });
    }
  }, 60_000);

  it("answers an unknown number like a known one with a wrong code, after about the same time", async () => {
    const card = await createGiftCard(10_00);
    const unknown = newGiftCardSecrets().number;
    const known = await checkGiftCardCode({ number: card.number, code: "ZZZZZZ" }, { client: client(), now: NOW });
    const missing = await checkGiftCardCode({ number: unknown, code: "ZZZZZZ" }, { client: client(), now: NOW });
    expect(missing).toEqual(known);
    expect(known).toEqual({ ok: false, error: "GIFT_CARD_INVALID" });

    // Loose timing check (the structural one: both paths verify one scrypt hash). Medians, alternating runs.
    const once = async (number: string, hour: number) => {
      const started = performance.now();
      await checkGiftCardCode(
        { number, code: "ZZZZZZ" },
        { client: client(), now: new Date(NOW.getTime() + hour * 3_600_000) },
      );
      return performance.now() - started;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 7; i++) {
      // A new hour each round keeps the known card under its own limit.
      knownMs.push(await once(card.number, 2 * (i + 1)));
      unknownMs.push(await once(newGiftCardSecrets().number, 2 * (i + 1)));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3]!;
    const [a, b] = [median(knownMs), median(unknownMs)];
    expect(
      Math.max(a, b) / Math.max(2, Math.min(a, b)),
      `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`,
    ).toBeLessThan(3);
  }, 60_000);
});
