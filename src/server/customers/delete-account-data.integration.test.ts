import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, giftCards, programmes, requests } from "@/db/schema";
import { getDayAvailability } from "@/server/availability/get-availability";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { at, createCustomer, createGiftCard, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { bookedChairSlots, buyProgramme } from "../../../tests/support/order-fixtures";
import { deleteAccount } from "./delete-account";
import { deleteAccountCancellingVisits } from "../../../tests/support/account-fixtures";
import { hashPassword } from "@/server/accounts/password";

const NOW = new Date("2037-09-01T12:00:00Z");
const PASSWORD = "Quiet-lagoon-7731";
const seeded = seededClinicIds("NEW_YORK");

describe("deleting an account", () => {
  it("cancels future bookings (chairs free again), closes programmes, lets go of held gift cards, and leaves rows that only carry the address", async () => {
    const customer = await createCustomer({ passwordHash: await hashPassword(PASSWORD) });
    const first = at("2037-09-14", "10:00", "America/New_York");
    const programme = await buyProgramme(customer, seeded.NEW_YORK, first, { now: NOW });
    const second = at("2037-09-21", "10:00", "America/New_York");
    await applySessionTime(
      customer,
      { sessionId: programme.sessions[1]!.id, startsAt: second, holderKey: holderKey() },
      { now: NOW },
    );
    const ownCard = await createGiftCard(50_00);
    await getDb()
      .update(giftCards)
      .set({ recipientEmail: customer.email.toUpperCase(), recipientName: "Test Customer", message: "For you" })
      .where(eq(giftCards.id, ownCard.id));
    const addedCard = await createGiftCard(30_00);
    await getDb().update(giftCards).set({ holderId: customer.id }).where(eq(giftCards.id, addedCard.id));
    const otherCard = await createGiftCard(20_00);
    const [request] = await getDb()
      .insert(requests)
      .values({
        kind: "contact",
        fullName: "Test Customer",
        email: customer.email,
        phone: "+1 212 555 0100",
        message: "Please call me",
        locale: "en",
        area: "us",
        fields: { time: "morning" },
      })
      .returning({ id: requests.id });
    const freeBefore = (
      await getDayAvailability({ clinicId: seeded.NEW_YORK, day: "2037-09-14", durationMinutes: 120 }, NOW)
    ).find((s) => s.startsAt.getTime() === first.getTime())!.freeChairs;

    await deleteAccountCancellingVisits(customer.id, PASSWORD, NOW);

    const own = await getDb()
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.userId, customer.id));
    expect(own).toHaveLength(2);
    expect(own.every((b) => b.status === "cancelled")).toBe(true);
    const live = await bookedChairSlots(own.map((b) => b.id));
    expect(live).toHaveLength(0);
    const freeAfter = (
      await getDayAvailability({ clinicId: seeded.NEW_YORK, day: "2037-09-14", durationMinutes: 120 }, NOW)
    ).find((s) => s.startsAt.getTime() === first.getTime())!.freeChairs;
    expect(freeAfter).toBe(freeBefore + 1);
    const [closed] = await getDb()
      .select({ status: programmes.status })
      .from(programmes)
      .where(eq(programmes.id, programme.id));
    expect(closed!.status).toBe("cancelled");

    // Linked by address only, not by id (decision 211): perhaps another person's request, so it stays as it was.
    const [kept] = await getDb().select().from(requests).where(eq(requests.id, request!.id));
    expect(kept).toMatchObject({ fullName: "Test Customer", email: customer.email, message: "Please call me" });
    const cards = await getDb()
      .select()
      .from(giftCards)
      .where(inArray(giftCards.id, [ownCard.id, addedCard.id, otherCard.id]));
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(byId.get(ownCard.id)).toMatchObject({
      recipientName: "Test Customer",
      recipientEmail: customer.email.toUpperCase(),
      message: "For you",
      balanceCents: 50_00,
    });
    expect(byId.get(addedCard.id)!.holderId).toBeNull();
    expect(byId.get(otherCard.id)).toMatchObject({
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
    });
  });

  it("with a wrong password nothing is cancelled", async () => {
    const customer = await createCustomer({ passwordHash: await hashPassword(PASSWORD) });
    await buyProgramme(customer, seeded.NEW_YORK, at("2037-09-15", "10:00", "America/New_York"), { now: NOW });
    await expect(
      deleteAccount(customer.id, { password: "Not-the-password-1", confirm: "on" }, NOW),
    ).rejects.toMatchObject({ code: "WRONG_PASSWORD" });
    const own = await getDb()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.userId, customer.id));
    expect(own.map((b) => b.status)).toEqual(["confirmed"]);
  });
});
