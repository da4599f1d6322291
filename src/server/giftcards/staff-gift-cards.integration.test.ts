import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, giftCards } from "@/db/schema";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, createGiftCard, holderKey } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { checkGiftCardCode } from "./check-gift-card-code";
import { lookUpGiftCard } from "./look-up-gift-card";
import { voidGiftCard } from "./void-gift-card";
import { codeOf } from "../../../tests/support/app-errors";

// Dates in 2043 keep these chairs apart from every other test file sharing the database.
const NOW = new Date("2043-06-01T08:00:00Z");

describe("gift cards at the desk", () => {
  it("looks a card up by the number as read out: balance and what it paid, never its code; another clinic's order number stays hidden", async () => {
    const card = await createGiftCard(20_000);
    const customer = await createCustomer();
    const placed = await placeOrder(
      customer,
      {
        clinicId: await clinicId("new-york"),
        startsAt: at("2043-06-10", "10:00", "America/New_York"),
        lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
        giftCard: { number: card.number, code: card.code },
        paymentMethod: "clinic",
        acceptTerms: true,
        holderKey: holderKey(),
      },
      { now: NOW, queueMail: async () => {}, client: `test-${card.number}` },
    );
    const spent = placed.quote.giftCardCents;
    expect(spent).toBeGreaterThan(0);

    const newYork = await createStaff("reception", ["new-york"]);
    const spaced = `${card.number.slice(0, 4)} ${card.number.slice(4, 8)}-${card.number.slice(8).toLowerCase()}`;
    const found = await lookUpGiftCard(newYork, { number: spaced });
    expect(found).toMatchObject({
      number: card.number,
      status: "active",
      initialCents: 20_000,
      balanceCents: 20_000 - spent,
    });
    expect(found!.history).toEqual([
      expect.objectContaining({
        kind: "spent",
        amountCents: spent,
        orderNumber: placed.orderNumber,
        clinicName: expect.stringContaining("New York"),
      }),
    ]);
    expect(JSON.stringify(found)).not.toContain(card.code);

    const london = await createStaff("reception", ["london"]);
    const fromLondon = await lookUpGiftCard(london, { number: card.number });
    expect(fromLondon!.history[0]!.orderNumber).toBeNull();
    expect(await lookUpGiftCard(london, { number: "ZZZZZZZZZZZZZZZZ" })).toBeNull();
  });

  it("a manager voids a card with a reason (audited); checkout refuses it after; reception may not void", async () => {
    const card = await createGiftCard(5_000);
    const reception = await createStaff("reception", ["london"]);
    expect(await codeOf(voidGiftCard(reception, { number: card.number, reason: "Reported stolen" }))).toBe("FORBIDDEN");
    const manager = await createStaff("manager", ["london"]);
    await expect(voidGiftCard(manager, { number: card.number, reason: "" })).rejects.toMatchObject({
      issues: [{ message: "reasonRequired" }],
    });
    await voidGiftCard(manager, { number: card.number, reason: "Reported stolen" }, { now: NOW });
    const [row] = await getDb()
      .select({ status: giftCards.status, balanceCents: giftCards.balanceCents })
      .from(giftCards)
      .where(eq(giftCards.number, card.number));
    expect(row).toEqual({ status: "void", balanceCents: 5_000 });
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, card.number));
    expect(audit).toMatchObject({
      action: "gift_card.void",
      actorId: manager.userId,
      reason: "Reported stolen",
      before: { status: "active", balanceCents: 5_000 },
      after: { status: "void" },
    });
    expect(JSON.stringify(audit)).not.toContain(card.code);
    expect(
      (
        await checkGiftCardCode(
          { number: card.number, code: card.code },
          { client: `test-void-${card.number}`, now: NOW },
        )
      ).ok,
    ).toBe(false);
    expect(await codeOf(voidGiftCard(manager, { number: card.number, reason: "Again" }))).toBe("CONFLICT");
  });
});
