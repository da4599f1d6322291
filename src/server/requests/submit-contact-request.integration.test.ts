import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { requests } from "@/db/schema";
import { formOutcomeOf } from "../../../tests/support/app-errors";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { mailsTo, requestRowsFor } from "../../../tests/support/request-fixtures";
import { submitContactRequest } from "./submit-contact-request";

const now = new Date("2026-11-22T12:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function form(overrides: Record<string, unknown> = {}) {
  return {
    title: "Dr",
    fullName: " Lena Fischer ",
    email: `Lena.${randomUUID()}@Example.com`,
    phoneCountry: "GB",
    phone: "020 7946 0000",
    clinic: "london",
    message: "Can I combine the NAD+ drip with a facial on the same day?",
    altcha: await solvedBotCheck("contact"),
    website: "",
    ...overrides,
  };
}
const context = (at = now) => ({ locale: "de", area: "uk", ip: `ip-${randomUUID()}`, now: at });

describe("submitContactRequest", () => {
  it("stores the message and queues the visitor's receipt in their language and the clinic's notification", async () => {
    const input = await form();
    const before = (await mailsTo("london@aurumclinic.com")).length;
    const { id, created } = await submitContactRequest(input, context());
    expect(created).toBe(true);
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({
      kind: "contact",
      title: "Dr",
      fullName: "Lena Fischer",
      email: input.email.toLowerCase(),
      phone: "+44 20 7946 0000",
      clinicSlug: "london",
      locale: "de",
      status: "new",
    });
    const [receipt] = await mailsTo(input.email.toLowerCase());
    expect(receipt).toMatchObject({ template: "request-receipt", locale: "de" });
    expect(receipt!.props).toMatchObject({
      kind: "contact",
      clinic: "london",
      reference: `RQ-${String(id).padStart(6, "0")}`,
    });
    const desk = await mailsTo("london@aurumclinic.com");
    expect(desk.length).toBe(before + 1);
    expect(
      desk.some(
        (m) =>
          m.template === "request-notification" &&
          (m.props as { reference: string }).reference === `RQ-${String(id).padStart(6, "0")}`,
      ),
    ).toBe(true);
  });

  it("writes nothing for invalid fields and names each with its message key", async () => {
    const input = await form({ title: "", email: "lena-at-example", phone: "020 7946", message: " " });
    expect(await formOutcomeOf(submitContactRequest(input, context()))).toEqual({
      title: "title",
      email: "emailFormat",
      phone: "phoneFormat",
      message: "message",
    });
    expect(await mailsTo("lena-at-example")).toHaveLength(0);
  });

  it("judges the number with its country: an Italian landline keeps its leading 0", async () => {
    const input = await form({ phoneCountry: "IT", phone: "06 6982 0000" });
    const { id } = await submitContactRequest(input, context());
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row!.phone).toBe("+39 06 6982 0000");
    expect(await formOutcomeOf(submitContactRequest(await form({ phoneCountry: "XX" }), context()))).toEqual({
      phoneCountry: "phoneCountry",
      phone: "phoneFormat",
    });
  });

  it("refuses a missing, a reused and a honeypot-filled bot check, writing nothing", async () => {
    const missing = await form({ altcha: undefined });
    expect(await formOutcomeOf(submitContactRequest(missing, context()))).toBe("BOT_CHECK");
    expect(await requestRowsFor(missing.email)).toHaveLength(0);
    expect(await mailsTo(missing.email.toLowerCase())).toHaveLength(0);

    const first = await form();
    await submitContactRequest(first, context());
    const replay = await form({ altcha: first.altcha, message: "A different message, the same solved challenge." });
    expect(await formOutcomeOf(submitContactRequest(replay, context()))).toBe("BOT_CHECK");
    expect(await requestRowsFor(replay.email)).toHaveLength(0);

    const bot = await form({ website: "https://cheap-pills.example" });
    expect(await formOutcomeOf(submitContactRequest(bot, context()))).toBe("BOT_CHECK");
    expect(await requestRowsFor(bot.email)).toHaveLength(0);
  });

  it("stores the same message sent twice within a minute once, and mails once", async () => {
    const input = await form();
    const first = await submitContactRequest(input, context());
    const again = await submitContactRequest({ ...input, altcha: await solvedBotCheck("contact") }, context(later(40)));
    expect(again).toEqual({ ...first, created: false });
    expect(await requestRowsFor(input.email)).toHaveLength(1);
    expect(await mailsTo(input.email.toLowerCase())).toHaveLength(1);
    // Two visitors racing with the same text (a double submit without JavaScript): still one.
    const racing = await form();
    const results = await Promise.all([
      submitContactRequest(racing, context()),
      submitContactRequest({ ...racing, altcha: await solvedBotCheck("contact") }, context()),
    ]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await requestRowsFor(racing.email)).toHaveLength(1);
    // After the minute it is a new request.
    const afterMinute = await submitContactRequest(
      { ...input, altcha: await solvedBotCheck("contact") },
      context(later(61)),
    );
    expect(afterMinute.created).toBe(true);
  });

  it("refuses the sixth message from one e-mail within the hour, writing nothing", async () => {
    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) await submitContactRequest(await form({ email, message: `Question ${i}` }), context());
    expect(await formOutcomeOf(submitContactRequest(await form({ email, message: "Question 6" }), context()))).toBe(
      "RATE_LIMITED",
    );
    expect(await requestRowsFor(email)).toHaveLength(5);
    expect(await mailsTo(email)).toHaveLength(5);
  });
});
