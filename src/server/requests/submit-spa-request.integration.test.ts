import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { mailOutbox, requests } from "@/db/schema";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { AppError } from "@/server/errors/app-error";
import { submitSpaRequest } from "./submit-spa-request";

const now = new Date("2026-11-22T12:00:00Z");
const ctx = (locale: string, area: string) => ({ locale, area, now, ip: `spa-${randomUUID()}` });
const valid = {
  item: "NAD_FACIAL_250",
  option: "NAD_FACIAL_250-F90",
  title: "Ms",
  fullName: "  Amara Okafor ",
  email: "Amara@Example.com",
  phone: "+44 20 7946 0000",
  clinic: "london",
  preferredDate: "2026-12-03",
  message: "Late afternoon if possible.",
};

async function fieldsOf(input: unknown): Promise<Record<string, string>> {
  try {
    await submitSpaRequest(input as Record<string, unknown>, ctx("en", "uk"));
  } catch (error) {
    if (error instanceof AppError) return error.fields;
    throw error;
  }
  throw new Error("expected a validation error");
}

describe("submitSpaRequest", () => {
  it("stores a valid request with the item, option and normalised contact details", async () => {
    const email = `Amara.${randomUUID()}@Example.com`;
    const { id } = await submitSpaRequest({ ...valid, email, altcha: await solvedBotCheck("spa") }, ctx("de", "uk"));
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({
      itemCode: "NAD_FACIAL_250",
      optionCode: "NAD_FACIAL_250-F90",
      fullName: "Amara Okafor",
      email: email.toLowerCase(),
      clinicSlug: "london",
      kind: "spa",
      preferredDate: "2026-12-03",
      locale: "de",
      status: "new",
    });
    // The visitor's receipt in their language, and the concierge desk's notification.
    const [receipt] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
    expect(receipt).toMatchObject({
      template: "request-receipt",
      locale: "de",
      props: { kind: "spa", clinic: "london" },
    });
    const desk = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "concierge@aurumclinic.com"));
    expect(
      desk.some((m) => m.template === "request-notification" && JSON.stringify(m.props).includes(email.toLowerCase())),
    ).toBe(true);
  });

  it("refuses a request without a solved bot check or with a reused one, and stores nothing", async () => {
    const email = `spa-bot-${randomUUID()}@example.com`;
    await expect(submitSpaRequest({ ...valid, email }, ctx("en", "uk"))).rejects.toMatchObject({ code: "BOT_CHECK" });
    const altcha = await solvedBotCheck("spa");
    await submitSpaRequest({ ...valid, email: `first-${email}`, altcha }, ctx("en", "uk"));
    await expect(submitSpaRequest({ ...valid, email, altcha }, ctx("en", "uk"))).rejects.toMatchObject({
      code: "BOT_CHECK",
    });
    expect(await getDb().select().from(requests).where(eq(requests.email, email))).toHaveLength(0);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  it("names every missing field with the original site's message key and stores nothing", async () => {
    const missing = {
      title: "title",
      fullName: "fullName",
      email: "email",
      phone: "phone",
      clinic: "clinic",
      preferredDate: "date",
    };
    expect(await fieldsOf({})).toEqual(missing);
    // With only an address of its own, so "stores nothing" looks at this test's rows alone.
    const email = `spa-missing-${randomUUID()}@example.com`;
    expect(await fieldsOf({ email })).toEqual({ ...missing, email: undefined });
    expect(await getDb().select({ id: requests.id }).from(requests).where(eq(requests.email, email))).toHaveLength(0);
  });

  it("tells a wrong format apart from a missing value", async () => {
    expect(await fieldsOf({ ...valid, email: "amara-at-example", phone: "call me" })).toEqual({
      email: "emailFormat",
      phone: "phoneFormat",
    });
  });

  it("refuses a date already past in the clinic's time zone", async () => {
    expect(await fieldsOf({ ...valid, preferredDate: "2026-11-21" })).toEqual({ preferredDate: "datePast" });
    // Today in Cape Town is still fine.
    await expect(
      submitSpaRequest(
        {
          ...valid,
          clinic: "cape-town",
          preferredDate: "2026-11-22",
          email: `ct-${randomUUID()}@example.com`,
          altcha: await solvedBotCheck("spa"),
        },
        ctx("en", "za"),
      ),
    ).resolves.toHaveProperty("id");
  });

  it("refuses an unknown item and an option that belongs to another item", async () => {
    expect(await fieldsOf({ ...valid, item: "NOPE", option: undefined })).toEqual({ item: "item" });
    expect(await fieldsOf({ ...valid, option: "NAD_FACIAL_750-F90" })).toEqual({ option: "option" });
  });
});
