/**
 * Fixtures for booking tests. Customers are inserted straight into the users table (the accounts
 * feature owns registration); everything else goes through the booking use cases themselves.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicChairs, clinics, giftCards, users } from "@/db/schema";
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

/**
 * A clinic of this test's own, with `chairs` chairs and the standard hours: a test that changes a clinic's prices,
 * hours, chairs or closures changes its own, never a seeded clinic other files book at the same time. Its slug starts
 * with `test-`; tests about the seed name the seeded slugs.
 */
export async function createOwnClinic(
  tag: string,
  { zone = "Europe/London", chairs = 1 }: { zone?: string; chairs?: number } = {},
): Promise<{ id: number; slug: string; zone: string; chairIds: number[] }> {
  const slug = `test-${tag}-${randomUUID().slice(0, 8)}`;
  const [row] = await getDb()
    .insert(clinics)
    .values({
      slug,
      name: "Aurum Test Clinic",
      street: "1 Test Street",
      city: "London",
      postcode: "W1 1AA",
      country: "United Kingdom",
      countryCode: "GB",
      phone: "+44 20 0000 0000",
      email: "test@aurumclinic.com",
      timeZone: zone,
    })
    .returning({ id: clinics.id });
  const chairRows = await getDb()
    .insert(clinicChairs)
    .values(Array.from({ length: chairs }, (_, i) => ({ clinicId: row!.id, label: `Chair ${i + 1}` })))
    .returning({ id: clinicChairs.id });
  return { id: row!.id, slug, zone, chairIds: chairRows.map((c) => c.id) };
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
