/**
 * Treatment consents (issue 15, decision 184): signing on the real database, who may sign and read what, the
 * address stored, the PDF for the customer and for staff (audited), and what account deletion and "Download my
 * data" do with consents.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";

const cookieJar = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookieJar.token ? { value: cookieJar.token } : undefined) }),
  headers: async () => new Headers(),
}));

import { GET as staffPdfRoute } from "@/app/[area]/[locale]/staff/consents/[id]/pdf/route";
import { GET as consentPdfRoute } from "@/app/api/v2/my_center/consent_pdf/route";
import { POST as signConsentRoute } from "@/app/api/v2/my_center/sign_consent/route";
import { getDb } from "@/db/client";
import { auditLog, bookings, clinics, treatmentConsents, users } from "@/db/schema";
import { currentConsentVersion } from "@/config/treatment-consents";
import { deleteAccountCancellingVisits } from "../../../tests/support/account-fixtures";
import { exportCustomerData } from "@/server/customers/export-customer-data";
import { hashPassword } from "@/server/accounts/password";
import { countAttempt, rules } from "@/server/accounts/rate-limit";
import { createSession, markSecondFactor } from "@/server/accounts/sessions";
import { sha256 } from "@/server/accounts/tokens";
import { addClinicDays, clinicDayOf } from "@/shared/clinic-time";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_STAMP_ENV } from "@/server/http/forwarded-address";
import { stampClientAddress, UNKNOWN_ADDRESS } from "@/server/http/client-address";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, createOwnClinic } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { pdfText } from "../../../tests/support/pdf-text";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { consentStatusOf, consentsNeededFor } from "./consent-status";
import { consentTextSha256, consentToSign } from "./consent-text";
import { downloadConsentPdfForStaff, downloadOwnConsentPdf } from "./download-consent-pdf";
import { signConsent } from "./sign-consent";

// May 2047 keeps these chairs apart from every other test file.
const NOW = new Date("2047-05-01T08:00:00Z");
const ZONE = "Europe/London";
const IP = "198.51.100.23";
let LONDON = 0;
const previousStamp = process.env[CLIENT_ADDRESS_STAMP_ENV];
beforeAll(async () => {
  LONDON = await clinicId("london");
  process.env[CLIENT_ADDRESS_STAMP_ENV] = "stamp-of-the-consent-test";
});
afterAll(() => {
  if (previousStamp === undefined) delete process.env[CLIENT_ADDRESS_STAMP_ENV];
  else process.env[CLIENT_ADDRESS_STAMP_ENV] = previousStamp;
});

type Customer = { id: string; email: string };

/** A visit for `codes` placed through checkout, by a customer named Ada Lovelace unless one is given. */
async function visit(codes: string[], startsAt: Date, customer?: Customer, now = NOW) {
  const who = customer ?? (await createCustomer({ firstName: "Ada", lastName: "Lovelace" }));
  const placed = await placeOrder(
    who,
    visitOrder(LONDON, startsAt, {
      lines: codes.map((code) => ({ code, optionCode: code === "GPI" ? "GPI-NONE" : null, quantity: 1 })),
    }),
    { now },
  );
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.number, placed.bookingNumber));
  return { customer: who, booking: booking! };
}

const sign = (
  customer: Customer,
  bookingId: string,
  over: Record<string, unknown> = {},
  deps: { ip?: string; now?: Date; locale?: string } = {},
) =>
  signConsent(
    customer,
    { bookingId, kind: "iv", signedName: "Ada Lovelace", read: "on", ...over },
    { ip: deps.ip ?? IP, now: deps.now ?? NOW, locale: deps.locale ?? "en" },
  );

const rowsOf = (bookingId: string) =>
  getDb().select().from(treatmentConsents).where(eq(treatmentConsents.bookingId, bookingId));

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => "no error",
    (error: unknown) => error,
  );
}

describe("signing a consent", () => {
  it("a visit with an infusion, an injection and a blood test needs three consents; each signed one stores the name, the text version, its language and hash, the time and the address", async () => {
    const { customer, booking } = await visit(["AFI", "GPI", "WMBP"], at("2047-05-10", "10:00", ZONE));
    expect(await consentsNeededFor(booking.id)).toEqual(["iv", "injection", "blood"]);
    expect((await consentStatusOf([booking.id])).get(booking.id)).toMatchObject({
      status: "due",
      kinds: [{ kind: "iv", consentId: null }, { kind: "injection" }, { kind: "blood" }],
    });

    const signed = await sign(customer, booking.id, { signedName: "  ada   LOVELACE " }, { locale: "de" });
    expect(signed).toMatchObject({ kind: "iv", version: currentConsentVersion("iv").id, locale: "de", created: true });
    const [row] = await rowsOf(booking.id);
    expect(row).toMatchObject({
      userId: customer.id,
      signedName: "ada LOVELACE",
      locale: "de",
      clientAddress: IP,
      textSha256: consentTextSha256(consentToSign("iv", "de")),
    });
    expect(row!.signedAt.toISOString()).toBe(NOW.toISOString());

    await sign(customer, booking.id, { kind: "injection" }, { locale: "ar" });
    expect((await consentStatusOf([booking.id])).get(booking.id)?.status).toBe("due");
    await sign(customer, booking.id, { kind: "blood" }, { locale: "ja" });
    const status = (await consentStatusOf([booking.id])).get(booking.id)!;
    expect(status.status).toBe("signed");
    expect(status.kinds.map((k) => [k.kind, k.locale])).toEqual([
      ["iv", "de"],
      ["injection", "ar"],
      ["blood", "ja"],
    ]);
  });

  it("signing again keeps the first signature: fifty signatures at once leave one row, and every caller is told its id", async () => {
    const { customer, booking } = await visit(["JLIV"], at("2047-05-11", "10:00", ZONE));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sign(customer, booking.id, {}, { ip: `203.0.113.${i}`, now: new Date(NOW.getTime() + i * 1000) }),
      ),
    );
    const rows = await rowsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.consentId))).toEqual(new Set([rows[0]!.id]));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const again = await sign(customer, booking.id, { signedName: "Ada Lovelace" }, { ip: "192.0.2.1", locale: "fr" });
    expect(again).toMatchObject({ consentId: rows[0]!.id, created: false });
    expect((await rowsOf(booking.id))[0]).toMatchObject({ clientAddress: rows[0]!.clientAddress, locale: "en" });
  });

  it("another customer's visit, a visit already past, a cancelled one, a kind the visit does not need and a malformed id are NOT_FOUND, storing nothing", async () => {
    const { customer, booking } = await visit(["AFI"], at("2047-05-12", "10:00", ZONE));
    const stranger = await createCustomer({ firstName: "Ada", lastName: "Lovelace" });
    expect(await errorOf(sign(stranger, booking.id))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(sign(customer, booking.id, {}, { now: new Date("2047-05-12T12:00:00Z") }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await errorOf(sign(customer, booking.id, { kind: "blood" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(sign(customer, booking.id, { kind: "tattoo" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(sign(customer, "not-a-uuid"))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(sign(customer, "00000000-0000-4000-8000-000000000000"))).toMatchObject({ code: "NOT_FOUND" });
    expect(await rowsOf(booking.id)).toHaveLength(0);

    const cancelled = await visit(["AFI"], at("2047-05-20", "10:00", ZONE), customer);
    await cancelBooking(customer, { bookingId: cancelled.booking.id }, { now: NOW });
    expect(await errorOf(sign(customer, cancelled.booking.id))).toMatchObject({ code: "NOT_FOUND" });
    expect(await rowsOf(cancelled.booking.id)).toHaveLength(0);
  });

  let refused: Awaited<ReturnType<typeof visit>> | undefined;
  it.each([
    ["an empty name", "", "nameRequired"],
    ["only spaces", " \u00a0\u3000  ", "nameRequired"],
    ["a NUL byte", "Ada\u0000Lovelace", "nameInvalid"],
    ["a right-to-left override", "Ada \u202eecalevoL", "nameInvalid"],
    ["a single letter", "A", "nameInvalid"],
    ["digits only", "12345", "nameInvalid"],
    ["121 characters", `Ada Lovelace ${"x".repeat(108)}`, "nameTooLong"],
    ["1 MB", "A".repeat(1_000_000), "nameTooLong"],
    ["no name at all", undefined, "nameRequired"],
  ])("refuses %s next to the name field, storing nothing", async (_case, signedName, key) => {
    // One visit for every case: a refusal stores nothing.
    refused ??= await visit(["JLIV"], at("2047-05-13", "10:00", ZONE));
    const { customer, booking } = refused;
    const error = await errorOf(sign(customer, booking.id, { signedName }));
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.find((i) => i.path[0] === "signedName")?.message).toBe(
      `consent-forms.validation.${key}`,
    );
    expect(await rowsOf(booking.id)).toHaveLength(0);
  });

  it("asks for the account's own name (accents, case and order aside) and for the box to be ticked", async () => {
    const customer = await createCustomer({ firstName: "María José", lastName: "García-López" });
    const { booking } = await visit(["JLIV"], at("2047-05-15", "10:00", ZONE), customer);
    expect(await errorOf(sign(customer, booking.id, { signedName: "John Smith" }))).toMatchObject({
      code: "VALIDATION",
      fields: { signedName: "consent-forms.validation.nameMismatch" },
    });
    const unticked = await errorOf(sign(customer, booking.id, { signedName: "Maria Jose Garcia Lopez", read: "" }));
    expect((unticked as ZodError).issues.map((i) => i.message)).toEqual(["consent-forms.validation.readRequired"]);
    expect(await rowsOf(booking.id)).toHaveLength(0);
    expect(await sign(customer, booking.id, { signedName: "garcia lopez maria jose" })).toMatchObject({
      created: true,
    });
  });
});

const SITE = "http://localhost:3000";
// The API routes read the real clock: visits counted in days from today, far enough ahead to be bookable.
const day = (n: number) => addClinicDays(clinicDayOf(new Date(), ZONE), n);

async function api(
  route: (request: Request) => Promise<Response>,
  path: string,
  token: string,
  init: {
    method: "GET" | "POST";
    query?: Record<string, string>;
    body?: Record<string, string>;
    headers?: Record<string, string>;
  },
) {
  const url = `${SITE}${path}?${new URLSearchParams({ lang: "en", ...init.query })}`;
  const body = init.body ? new URLSearchParams(init.body) : undefined;
  const headers = {
    authorization: `Bearer ${token}`,
    ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    ...init.headers,
  };
  return route(new Request(url, { method: init.method, headers, body }));
}

describe("the consent API", () => {
  it("stores the address our server stamped, not one a client wrote in X-Forwarded-For; without a stamp the address is unknown", async () => {
    const customer = await createCustomer({ firstName: "Ada", lastName: "Lovelace" });
    const token = (await createSession(customer.id, false, new Date())).token;
    const infusion = await visit(["AFI"], at(day(45), "10:00", ZONE), customer, new Date());
    const injection = await visit(["GPI"], at(day(46), "10:00", ZONE), customer, new Date());
    const spoofed = { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6", forwarded: "for=6.6.6.6" };
    const answer = await api(signConsentRoute, "/api/v2/my_center/sign_consent", token, {
      method: "POST",
      body: { bookingId: infusion.booking.id, kind: "iv", signedName: "Ada Lovelace", read: "1" },
      headers: { ...spoofed, [CLIENT_ADDRESS_HEADER]: stampClientAddress(IP) },
    });
    expect(await answer.json()).toMatchObject({ code: 2000, data: { kind: "iv", created: true, locale: "en" } });
    expect((await rowsOf(infusion.booking.id))[0]?.clientAddress).toBe(IP);

    const forged = await api(signConsentRoute, "/api/v2/my_center/sign_consent", token, {
      method: "POST",
      body: { bookingId: injection.booking.id, kind: "injection", signedName: "Ada Lovelace", read: "1" },
      headers: { ...spoofed, [CLIENT_ADDRESS_HEADER]: "6.6.6.6" },
    });
    expect((await forged.json()).code).toBe(2000);
    expect((await rowsOf(injection.booking.id))[0]?.clientAddress).toBe(UNKNOWN_ADDRESS);
  });

  it("answers a refused name with its message next to the field, and another customer's visit as not found", async () => {
    const customer = await createCustomer({ firstName: "Ada", lastName: "Lovelace" });
    const stranger = await createCustomer();
    const { booking } = await visit(["AFI"], at(day(47), "10:00", ZONE), customer, new Date());
    const own = (await createSession(customer.id, false, new Date())).token;
    const other = (await createSession(stranger.id, false, new Date())).token;
    const empty = await (
      await api(signConsentRoute, "/api/v2/my_center/sign_consent", own, {
        method: "POST",
        body: { bookingId: booking.id, kind: "iv", signedName: "   ", read: "1" },
      })
    ).json();
    expect(empty).toMatchObject({ code: 4220, data: { fields: { signedName: "Please type your full name." } } });
    const theirs = await (
      await api(signConsentRoute, "/api/v2/my_center/sign_consent", other, {
        method: "POST",
        body: { bookingId: booking.id, kind: "iv", signedName: "Test Customer", read: "1" },
      })
    ).json();
    expect(theirs.code).toBe(4040);
    expect(await rowsOf(booking.id)).toHaveLength(0);
  });
});

describe("the signed consent as a PDF", () => {
  let consentId = "";
  let bookingNumber = "";
  let ownerToken = "";
  let owner: Customer;
  beforeAll(async () => {
    const { customer, booking } = await visit(["NADEPI"], at("2047-05-16", "10:00", ZONE));
    owner = customer;
    bookingNumber = booking.number;
    consentId = (await sign(customer, booking.id, {}, { locale: "ar" })).consentId;
    ownerToken = (await createSession(customer.id, false, new Date())).token;
  });

  it("is the owner's to download: a PDF attachment, never cached, with the booking, the address and the text version in it", async () => {
    const response = await api(consentPdfRoute, "/api/v2/my_center/consent_pdf", ownerToken, {
      method: "GET",
      query: { id: consentId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="consent-${bookingNumber}-iv.pdf"; filename*=UTF-8''consent-${bookingNumber}-iv.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const fact of [bookingNumber, IP, currentConsentVersion("iv").id, "Ada Lovelace"])
      expect(text).toContain(fact);
  });

  it("is not found for another customer, an unknown id or a malformed one", async () => {
    const stranger = (await createSession((await createCustomer()).id, false, new Date())).token;
    for (const [token, id] of [
      [stranger, consentId],
      [ownerToken, "00000000-0000-4000-8000-000000000000"],
      [ownerToken, "../etc/passwd"],
    ] as const) {
      const response = await api(consentPdfRoute, "/api/v2/my_center/consent_pdf", token, {
        method: "GET",
        query: { id },
      });
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await response.json()).code).toBe(4040);
    }
    await expect(downloadOwnConsentPdf({ id: (await createCustomer()).id }, consentId)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  const staffGet = (id: string) =>
    staffPdfRoute(new Request(`${SITE}/uk/en/staff/consents/${id}/pdf`), { params: Promise.resolve({ id }) });
  async function signInStaff(userId: string, secondFactor = true) {
    const { token } = await createSession(userId, false, new Date());
    if (secondFactor) await markSecondFactor(sha256(token), new Date());
    cookieJar.token = token;
  }
  const downloads = () =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "consent.pdf_download"), eq(auditLog.entityId, consentId)));

  it("is drawn at most 20 times in 15 minutes per customer: the count is taken before the PDF is drawn", async () => {
    // Three hours ago: a window long gone by now, so the other downloads of this file count afresh.
    const later = new Date(Date.now() - 3 * 3_600_000);
    for (let i = 0; i < rules.consentPdf.limit; i++) await countAttempt(rules.consentPdf, owner.id, later);
    await expect(downloadOwnConsentPdf(owner, consentId, later)).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("is downloaded by staff of the visit's clinic only, each download audited; another clinic's staff get 404 and leave no record", async () => {
    const elsewhere = await createStaff("manager", ["cape-town"]);
    await signInStaff(elsewhere.userId);
    expect((await staffGet(consentId)).status).toBe(404);
    await expect(downloadConsentPdfForStaff(elsewhere, consentId, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await downloads()).toHaveLength(0);

    const reception = await createStaff("reception", ["london"]);
    await signInStaff(reception.userId);
    const response = await staffGet(consentId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(pdfText(Buffer.from(await response.arrayBuffer()))).toContain(bookingNumber);
    const [audit] = await downloads();
    expect(audit).toMatchObject({
      actorId: reception.userId,
      actorRole: "reception",
      clinicId: LONDON,
      entity: "treatment_consent",
      after: { booking: bookingNumber, kind: "iv" },
    });
  });

  it("is refused to a customer (403), to staff without the second factor and to nobody signed in (401)", async () => {
    await signInStaff(owner.id);
    expect((await staffGet(consentId)).status).toBe(403);
    await signInStaff((await createStaff("reception", ["london"])).userId, false);
    expect((await staffGet(consentId)).status).toBe(401);
    cookieJar.token = undefined;
    expect((await staffGet(consentId)).status).toBe(401);
    await signInStaff((await createStaff("admin")).userId);
    expect((await staffGet("not-a-uuid")).status).toBe(404);
  });
});

describe("the PDF prints the consent as it was signed", () => {
  it("keeps the signer's name and the clinic's name and address of the day it was signed, whatever the account and the clinic say later", async () => {
    // A clinic of its own (as back-office tests do), so changing its address touches no other test.
    const clinic = await createOwnClinic("consent", { zone: ZONE });
    const customer = await createCustomer({ firstName: "Ada", lastName: "Lovelace" });
    const placed = await placeOrder(
      customer,
      visitOrder(clinic.id, at("2047-05-20", "10:00", ZONE), {
        lines: [{ code: "NADEPI", optionCode: null, quantity: 1 }],
      }),
      { now: NOW },
    );
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.number, placed.bookingNumber));
    const { consentId } = await sign(customer, booking!.id, { signedName: "Ada Lovelace" });
    expect((await rowsOf(booking!.id))[0]).toMatchObject({
      customerFirstName: "Ada",
      customerLastName: "Lovelace",
      clinicName: "Aurum Test Clinic",
      clinicStreet: "1 Test Street",
      clinicPostcode: "W1 1AA",
    });

    // Married and renamed; the clinic renamed and moved.
    await getDb().update(users).set({ firstName: "Augusta", lastName: "King" }).where(eq(users.id, customer.id));
    await getDb()
      .update(clinics)
      .set({ name: "Aurum Moved Clinic", street: "9 Later Road", postcode: "EC1A 9ZZ" })
      .where(eq(clinics.id, clinic.id));

    const text = pdfText((await downloadOwnConsentPdf(customer, consentId)).bytes);
    for (const fact of ["Aurum Test Clinic", "1 Test Street", "W1 1AA"]) expect(text).toContain(fact);
    for (const later of ["Augusta", "King", "Moved", "9 Later Road", "EC1A 9ZZ"]) expect(text).not.toContain(later);
    // The customer row and the typed signature both read the name of the day.
    expect(text.split("Ada Lovelace").length - 1).toBeGreaterThanOrEqual(2);
  });
});

describe("consents and the account", () => {
  it("are in 'Download my data', and go when the account is deleted", async () => {
    const customer = await createCustomer({
      firstName: "Ada",
      lastName: "Lovelace",
      passwordHash: await hashPassword("correct horse 1"),
    });
    const { booking } = await visit(["AFI"], at("2047-05-17", "10:00", ZONE), customer);
    await sign(customer, booking.id);
    const exported = await exportCustomerData(customer.id, NOW);
    expect(exported?.treatmentConsents).toMatchObject([
      {
        booking: booking.number,
        kind: "iv",
        signedName: "Ada Lovelace",
        clientAddress: IP,
        version: currentConsentVersion("iv").id,
      },
    ]);

    await deleteAccountCancellingVisits(customer.id, "correct horse 1", NOW);
    expect(
      await getDb().select().from(treatmentConsents).where(eq(treatmentConsents.userId, customer.id)),
    ).toHaveLength(0);
  });
});
