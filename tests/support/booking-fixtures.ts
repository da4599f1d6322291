/**
 * Fixtures for booking tests. Customers are inserted straight into the users table (the accounts
 * feature owns registration); everything else goes through the booking use cases themselves.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics, giftCards, users } from "@/db/schema";
import { hashGiftCardCode, newGiftCardSecrets } from "@/server/giftcards/gift-card-secret";
import { wallTimeToInstant } from "@/shared/clinic-time";

export async function createCustomer(
  over: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string }> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await getDb()
    .insert(users)
    .values({
      email: `customer-${tag}@example.com`,
      firstName: "Test",
      lastName: `Customer ${tag}`,
      referralCode: `R${tag}`.toUpperCase(),
      ...over,
    })
    .returning({ id: users.id, email: users.email });
  return row!;
}

export async function clinicId(slug: string): Promise<number> {
  const [row] = await getDb().select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug));
  return row!.id;
}

/** A clinic wall time on a date as a UTC instant. */
export function at(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return wallTimeToInstant({ year, month, day, hour, minute }, timeZone);
}

export async function createGiftCard(balanceCents: number): Promise<{ id: string; number: string; code: string }> {
  const secrets = newGiftCardSecrets();
  const [row] = await getDb()
    .insert(giftCards)
    .values({
      number: secrets.number,
      codeHash: await hashGiftCardCode(secrets.code),
      currency: "USD",
      initialCents: balanceCents,
      balanceCents,
      status: "active",
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
    })
    .returning({ id: giftCards.id });
  return { id: row!.id, ...secrets };
}

export const holderKey = () => `holder-${randomUUID()}`;
/** A hold's requester: a fresh holder key and a client address of its own (the per-address limits never mix tests). */
export const requester = (holder = holderKey()) => ({ holderKey: holder, clientAddress: `test-${randomUUID()}` });
