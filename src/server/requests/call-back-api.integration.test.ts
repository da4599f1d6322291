import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as callBack } from "@/app/api/call_back/route";
import { POST as weekendCallBack } from "@/app/api/call_back_for_wkd_booking/route";
import { getDb } from "@/db/client";
import { requests } from "@/db/schema";
import { cookieNames } from "@/config/cookies";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { mailsTo } from "../../../tests/support/request-fixtures";

type Answer = { code: number; msg: string; data: { reference?: string; fields?: Record<string, string> } | null };

async function post(
  route: (request: NextRequest) => Promise<Response>,
  fields: Record<string, string>,
  lang = "en",
  cookie?: string,
): Promise<Answer> {
  const request = new NextRequest(`http://localhost/api/x?lang=${lang}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `198.51.100.${randomUUID()}`,
      "country-code": "gb",
      ...(cookie ? { cookie } : {}),
    },
  });
  const response = await route(request);
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as Answer;
}

/** The route reads the real clock: a given weekday at least a week ahead, so the test passes on any day. */
function dayAhead(weekday: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
const saturday = dayAhead(6);
const thursday = dayAhead(4);

const person = async (form: "call-back" | "weekend-call-back" = "call-back") => ({
  fullName: "Omar Haddad",
  email: `omar-${randomUUID()}@example.com`,
  phoneCountry: "AE",
  phone: "050 123 4567",
  altcha: await solvedBotCheck(form),
});
const stored = (email: string) => getDb().select().from(requests).where(eq(requests.email, email));

describe("/api/call_back", () => {
  it("answers 2000 with the reference, stores the request and queues both mails", async () => {
    const fields = await person();
    const answer = await post(callBack, fields);
    expect(answer).toMatchObject({ code: 2000, msg: "Thank you, we have received your request." });
    expect(answer.data!.reference).toMatch(/^RQ-\d{6}$/);
    const [row] = await stored(fields.email);
    expect(row).toMatchObject({ kind: "call-back", phone: "+971 50 123 4567", clinicSlug: null });
    // The country-code header (docs/product/api.md) is kept, so the desk knows which market asked.
    expect(row!.fields).toEqual({ country: "GB" });
    expect((await mailsTo(fields.email)).map((m) => m.template)).toEqual(["request-receipt"]);
    const desk = await mailsTo("hello@aurumclinic.com");
    expect(desk.some((m) => (m.props as { reference: string }).reference === answer.data!.reference)).toBe(true);
  });

  it("keeps the campaign that brought the visitor only while campaign measurement is allowed (decision 127)", async () => {
    const campaign = `${cookieNames.campaign}=${encodeURIComponent("source=newsletter&campaign=winter")}`;
    const allowed = await person();
    await post(callBack, allowed, "en", `${cookieNames.consent}=${encodeURIComponent("v1:campaign=1")}; ${campaign}`);
    expect((await stored(allowed.email))[0]!.campaign).toEqual({ source: "newsletter", campaign: "winter" });
    const refused = await person();
    await post(callBack, refused, "en", `${cookieNames.consent}=${encodeURIComponent("v1:campaign=0")}; ${campaign}`);
    expect((await stored(refused.email))[0]!.campaign).toBeNull();
  });

  it("names each missing field in the envelope and stores nothing", async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const answer = await post(callBack, { email, phoneCountry: "AE", phone: "12" });
    expect(answer.code).toBe(4220);
    expect(answer.data!.fields).toEqual({
      fullName: "Please enter your full name.",
      phone: "Please enter a phone number that is valid for the chosen country.",
    });
    expect(await stored(email)).toHaveLength(0);
  });

  it("refuses a reused bot-check solution with its own code and stores nothing", async () => {
    const first = await person();
    await post(callBack, first);
    const again = { ...(await person()), altcha: first.altcha };
    expect(await post(callBack, again)).toMatchObject({ code: 5201, data: null });
    expect(await stored(again.email)).toHaveLength(0);
    expect(await mailsTo(again.email)).toHaveLength(0);
  });
});

describe("/api/call_back_for_wkd_booking", () => {
  it("asks for the booking clinic, date and time with the original site's messages, in the caller's language", async () => {
    const answer = await post(weekendCallBack, await person("weekend-call-back"));
    expect(answer.code).toBe(4220);
    expect(answer.data!.fields).toEqual({
      clinic: "Please select booking clinic.",
      bookingDate: "Please select booking date.",
      requestTime: "Please select request time.",
    });
    const german = await post(weekendCallBack, await person("weekend-call-back"), "de");
    expect(german.data!.fields!.clinic).toBe("Bitte wählen Sie die Klinik für die Buchung.");
  });

  it("takes only a Saturday or Sunday", async () => {
    const answer = await post(weekendCallBack, {
      ...(await person("weekend-call-back")),
      clinic: "london",
      bookingDate: thursday,
      requestTime: "11:00",
    });
    expect(answer.data!.fields).toEqual({
      bookingDate: "Please choose a Saturday or a Sunday: on weekdays you can book online.",
    });
  });

  it("stores the weekend request with its day and time and tells the clinic's desk", async () => {
    const fields = {
      ...(await person("weekend-call-back")),
      clinic: "london",
      bookingDate: saturday,
      requestTime: "11:30",
    };
    const answer = await post(weekendCallBack, fields);
    expect(answer.code).toBe(2000);
    const [row] = await stored(fields.email);
    expect(row).toMatchObject({
      kind: "weekend-call-back",
      clinicSlug: "london",
      preferredDate: saturday,
      fields: { requestTime: "11:30" },
    });
    const desk = await mailsTo("london@aurumclinic.com");
    const notice = desk.find((m) => (m.props as { reference: string }).reference === answer.data!.reference);
    expect(notice!.props).toMatchObject({
      kind: "weekendCallBack",
      rows: expect.arrayContaining([{ field: "requestTime", value: "11:30" }]),
    });
  });
});
