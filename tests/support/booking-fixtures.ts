/**
 * Fixtures for booking tests. Customers are inserted straight into the users table (the accounts
 * feature owns registration); everything else goes through the booking use cases themselves.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  catalogueItems,
  catalogueOptionPrices,
  catalogueOptions,
  cataloguePrices,
  clinicChairs,
  clinics,
  giftCards,
  users,
} from "@/db/schema";
import { readPriceList } from "@/server/catalogue/price-list";
import { hashGiftCardCode, newGiftCardSecrets } from "@/server/giftcards/gift-card-secret";
import { changeCredit, creditBalance } from "@/server/wallet/credit";
import { wallTimeToInstant } from "@/shared/clinic-time";

/**
 * A customer; `credit` gives them clinic credit by currency ({ GBP: 50_00 }) through the one credit module
 * (decision 272), never a column of the users table.
 */
export async function createCustomer({
  credit = {},
  ...over
}: Omit<Partial<typeof users.$inferInsert>, "retiredCreditCents"> & { credit?: Record<string, number> } = {}): Promise<{
  id: string;
  email: string;
}> {
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
  for (const [currency, cents] of Object.entries(credit))
    await changeCredit(getDb(), { userId: row!.id, currency, deltaCents: cents });
  return row!;
}

/** The currency a clinic charges in (ISO 4217): what a test gives credit or a gift card in to spend there. */
export async function currencyOf(clinicId: number): Promise<string> {
  const [row] = await getDb().select({ currency: clinics.currency }).from(clinics).where(eq(clinics.id, clinicId));
  if (!row) throw new Error(`currencyOf: no clinic ${clinicId}`);
  return row.currency;
}

/** A customer's clinic credit in one currency, read through the one credit module (decision 272). */
export async function creditOf(customerId: string, currency: string): Promise<number> {
  return creditBalance(getDb(), customerId, currency);
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
  {
    zone = "Europe/London",
    chairs = 1,
    currency = "USD",
  }: { zone?: string; chairs?: number; /** ISO 4217 (decision 268). */ currency?: string } = {},
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
      currency,
    })
    .returning({ id: clinics.id });
  const chairRows = await getDb()
    .insert(clinicChairs)
    .values(Array.from({ length: chairs }, (_, i) => ({ clinicId: row!.id, label: `Chair ${i + 1}` })))
    .returning({ id: clinicChairs.id });
  return { id: row!.id, slug, zone, chairIds: chairRows.map((c) => c.id) };
}

/**
 * What an item costs at a clinic now (null: the group's price list in USD), read through the one price reading the
 * site uses (readPriceList: the clinic's own price, else the price list's row in its currency), so a test states an
 * amount as "the price of AFI in London" rather than a literal. Throws when the item is not sold there.
 */
export async function priceOf(code: string, clinicId: number | null, now: Date = new Date()): Promise<number> {
  const [item] = await getDb()
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(eq(catalogueItems.code, code));
  if (!item) throw new Error(`priceOf: no item ${code}`);
  const price = (await readPriceList(getDb(), { clinicId }, { itemIds: [item.id] })).item(item.id, now);
  if (!price.available) throw new Error(`priceOf: ${code} is not sold at clinic ${clinicId}`);
  return price.priceCents;
}

/** What an add-on choice (the whole line: the option's price is the line's) costs at a clinic; as priceOf. */
export async function optionPriceOf(code: string, optionCode: string, clinicId: number | null): Promise<number> {
  const [option] = await getDb()
    .select({ id: catalogueOptions.id })
    .from(catalogueOptions)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueOptions.itemId))
    .where(and(eq(catalogueItems.code, code), eq(catalogueOptions.code, optionCode)));
  if (!option) throw new Error(`optionPriceOf: no option ${optionCode} of ${code}`);
  const cents = (await readPriceList(getDb(), { clinicId }, { optionIds: [option.id] })).option(option.id);
  if (cents == null) throw new Error(`optionPriceOf: ${optionCode} is not sold at clinic ${clinicId}`);
  return cents;
}

/**
 * A catalogue item of the test's own (the seeded ones are read-only) with its price list rows (`prices`: cents by
 * currency) and add-on choices with theirs; codes unique per call. Made inactive, so no menu, count or basket of
 * another file running beside it sees it: the price reading (readPriceList) reads it all the same.
 */
export async function createOwnItem(
  tag: string,
  prices: Record<string, number>,
  options: { suffix: string; prices: Record<string, number> }[] = [],
): Promise<{ id: number; code: string; options: { id: number; code: string }[] }> {
  const code = `T${tag.toUpperCase()}${randomUUID().slice(0, 6).toUpperCase()}`;
  const db = getDb();
  const [item] = await db
    .insert(catalogueItems)
    .values({
      code,
      slug: code.toLowerCase(),
      kind: "single",
      category: "infusion",
      title: `Test infusion ${code}`,
      summary: "A test's own item.",
      durationMinutes: 60,
      active: false,
      // The old column, kept in step with the USD row until it goes (decision 268).
      priceCents: prices.USD ?? 0,
    })
    .returning({ id: catalogueItems.id });
  const rows = Object.entries(prices).map(([currency, priceCents]) => ({ itemId: item!.id, currency, priceCents }));
  if (rows.length) await db.insert(cataloguePrices).values(rows);
  const made: { id: number; code: string }[] = [];
  for (const [index, option] of options.entries()) {
    const [row] = await db
      .insert(catalogueOptions)
      .values({
        itemId: item!.id,
        code: `${code}-${option.suffix}`,
        name: option.suffix,
        durationMinutes: 60,
        priceCents: option.prices.USD ?? 0,
        sortOrder: index,
      })
      .returning({ id: catalogueOptions.id, code: catalogueOptions.code });
    const optionRows = Object.entries(option.prices).map(([currency, priceCents]) => ({
      optionId: row!.id,
      currency,
      priceCents,
    }));
    if (optionRows.length) await db.insert(catalogueOptionPrices).values(optionRows);
    made.push(row!);
  }
  return { id: item!.id, code, options: made };
}

/** A clinic wall time on a date as a UTC instant. */
export function at(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return wallTimeToInstant({ year, month, day, hour, minute }, timeZone);
}

export async function createGiftCard(
  balanceCents: number,
  currency = "USD",
): Promise<{ id: string; number: string; code: string }> {
  const secrets = newGiftCardSecrets();
  const [row] = await getDb()
    .insert(giftCards)
    .values({
      number: secrets.number,
      codeHash: await hashGiftCardCode(secrets.code),
      currency,
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
