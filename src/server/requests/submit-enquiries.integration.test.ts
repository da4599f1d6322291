import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { requests } from "@/db/schema";
import { getStoredFile } from "@/server/files/get-file-store";
import { formOutcomeOf } from "../../../tests/support/app-errors";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { mailsTo, requestRowsFor } from "../../../tests/support/request-fixtures";
import { minimalPdf } from "../../../tests/support/documents";
import { submitCareersApplication } from "./submit-careers-application";
import { submitConciergeRequest } from "./submit-concierge-request";
import { submitFranchisingEnquiry } from "./submit-franchising-enquiry";

// CVs go to a folder of this test run, never ./data/files.
const filesDir = mkdtempSync(path.join(tmpdir(), "aurum-files-"));
process.env.FILE_STORE_DIR = filesDir;
const storedFiles = () => readdirSync(filesDir).filter((name) => !name.endsWith(".json"));

const now = new Date("2026-11-22T12:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const context = (at = now, locale = "fr") => ({ locale, area: "uk", ip: `ip-${randomUUID()}`, now: at });
const deskMailFor = async (desk: string, id: number) =>
  (await mailsTo(desk)).filter(
    (m) =>
      m.template === "request-notification" &&
      (m.props as { reference: string }).reference === `RQ-${String(id).padStart(6, "0")}`,
  );

async function person(form: "concierge" | "franchising" | "careers", overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Yasmin Haddad",
    email: `yasmin.${randomUUID()}@example.com`,
    phoneCountry: "AE",
    phone: "050 123 4567",
    altcha: await solvedBotCheck(form),
    website: "",
    ...overrides,
  };
}

const conciergeForm = async (overrides: Record<string, unknown> = {}) =>
  person("concierge", {
    region: "gcc",
    city: "Dubai",
    dateFrom: "2026-12-10",
    dateTo: "2026-12-14",
    guests: "3",
    services: "infusion,spa",
    message: "Three of us, staying at the Palm.",
    ...overrides,
  });
const franchisingForm = async (overrides: Record<string, unknown> = {}) =>
  person("franchising", {
    company: "Harbour Wellness Ltd",
    country: "SG",
    city: "Singapore",
    investment: "500k-1m",
    experience: "Two day spas in Singapore since 2018.",
    message: "We would like to open an Aurum Clinic in Marina Bay.",
    ...overrides,
  });
const careersForm = async (overrides: Record<string, unknown> = {}) =>
  person("careers", {
    job: "registered-nurse-iv-therapy",
    coverNote: "Eight years as an IV nurse at St Thomas'.",
    ...overrides,
  });
const pdf = (name = "cv.pdf") => new File([minimalPdf("Yasmin Haddad, RN")], name, { type: "application/pdf" });

describe("submitConciergeRequest", () => {
  it("stores the request with its stay and services, and mails the visitor and the concierge desk", async () => {
    const input = await conciergeForm();
    const { id, created } = await submitConciergeRequest(input, context());
    expect(created).toBe(true);
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({
      kind: "concierge",
      status: "new",
      locale: "fr",
      area: "uk",
      phone: "+971 50 123 4567",
      clinicSlug: null,
      message: "Three of us, staying at the Palm.",
    });
    expect(row!.fields).toEqual({
      region: "gcc",
      city: "Dubai",
      dateFrom: "2026-12-10",
      dateTo: "2026-12-14",
      guests: "3",
      services: "infusion, spa",
    });
    const [receipt] = await mailsTo(input.email);
    expect(receipt).toMatchObject({
      template: "request-receipt",
      locale: "fr",
      props: expect.objectContaining({ kind: "concierge" }),
    });
    expect(await deskMailFor("concierge@aurumclinic.com", id)).toHaveLength(1);
  });

  it("names every wrong field, refuses a stay in the past, and writes nothing", async () => {
    const wrong = await conciergeForm({
      region: "mars",
      city: "",
      dateFrom: "2026-12-14",
      dateTo: "2026-12-10",
      guests: "0",
      services: "infusion,yachts",
    });
    expect(await formOutcomeOf(submitConciergeRequest(wrong, context()))).toEqual({
      region: "region",
      city: "city",
      guests: "guests",
      services: "services",
      dateTo: "dateOrder",
    });
    const past = await conciergeForm({ dateFrom: "2026-11-21" });
    expect(await formOutcomeOf(submitConciergeRequest(past, context()))).toEqual({ dateFrom: "datePast" });
    expect(await requestRowsFor(wrong.email)).toHaveLength(0);
    expect(await requestRowsFor(past.email)).toHaveLength(0);
    expect(await mailsTo(past.email)).toHaveLength(0);
  });

  it("stores a repeat within the minute once, refuses a reused bot check and the sixth request of the hour", async () => {
    const input = await conciergeForm();
    const first = await submitConciergeRequest(input, context());
    expect(
      await submitConciergeRequest({ ...input, altcha: await solvedBotCheck("concierge") }, context(later(30))),
    ).toEqual({
      ...first,
      created: false,
    });
    expect(await requestRowsFor(input.email)).toHaveLength(1);
    expect(await mailsTo(input.email)).toHaveLength(1);

    const replay = await conciergeForm({ altcha: input.altcha, city: "Riyadh" });
    expect(await formOutcomeOf(submitConciergeRequest(replay, context()))).toBe("BOT_CHECK");
    expect(await requestRowsFor(replay.email)).toHaveLength(0);

    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 1; i <= 5; i++)
      await submitConciergeRequest(await conciergeForm({ email, guests: String(i) }), context());
    expect(await formOutcomeOf(submitConciergeRequest(await conciergeForm({ email, guests: "6" }), context()))).toBe(
      "RATE_LIMITED",
    );
    expect(await requestRowsFor(email)).toHaveLength(5);
  });
});

describe("submitFranchisingEnquiry", () => {
  it("stores the enquiry and mails the visitor and the franchising desk", async () => {
    const input = await franchisingForm();
    const { id } = await submitFranchisingEnquiry(input, context(now, "zh"));
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({
      kind: "franchising",
      locale: "zh",
      message: "We would like to open an Aurum Clinic in Marina Bay.",
    });
    expect(row!.fields).toEqual({
      company: "Harbour Wellness Ltd",
      country: "SG",
      city: "Singapore",
      investment: "500k-1m",
      experience: "Two day spas in Singapore since 2018.",
    });
    expect(await mailsTo(input.email)).toEqual([
      expect.objectContaining({ template: "request-receipt", locale: "zh" }),
    ]);
    expect(await deskMailFor("franchising@aurumclinic.com", id)).toHaveLength(1);
  });

  it("refuses wrong fields, a bot and the sixth enquiry of the hour, writing nothing", async () => {
    const wrong = await franchisingForm({ company: " ", country: "ZZ", investment: "a lot", experience: "" });
    expect(await formOutcomeOf(submitFranchisingEnquiry(wrong, context()))).toEqual({
      company: "company",
      country: "country",
      investment: "investment",
      experience: "experience",
    });
    const bot = await franchisingForm({ website: "https://spam.example" });
    expect(await formOutcomeOf(submitFranchisingEnquiry(bot, context()))).toBe("BOT_CHECK");
    const reused = await franchisingForm();
    await submitFranchisingEnquiry(reused, context());
    expect(
      await formOutcomeOf(submitFranchisingEnquiry(await franchisingForm({ altcha: reused.altcha }), context())),
    ).toBe("BOT_CHECK");
    for (const refused of [wrong, bot]) expect(await requestRowsFor(refused.email)).toHaveLength(0);

    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 1; i <= 5; i++)
      await submitFranchisingEnquiry(await franchisingForm({ email, city: `City ${i}` }), context());
    expect(
      await formOutcomeOf(submitFranchisingEnquiry(await franchisingForm({ email, city: "City 6" }), context())),
    ).toBe("RATE_LIMITED");
    expect(await requestRowsFor(email)).toHaveLength(5);
  });
});

describe("submitCareersApplication", () => {
  it("stores the application with its CV in the file store, and mails the visitor and the careers desk", async () => {
    const input = await careersForm();
    const { id } = await submitCareersApplication(input, pdf("Yasmin Haddad CV.pdf"), context(now, "ar"));
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({
      kind: "careers",
      clinicSlug: "london",
      locale: "ar",
      message: "Eight years as an IV nurse at St Thomas'.",
    });
    expect(row!.fields).toMatchObject({
      job: "registered-nurse-iv-therapy",
      cvName: "Yasmin Haddad CV.pdf",
      cvType: "pdf",
    });
    const stored = await getStoredFile(row!.fields.cvFile!);
    expect(stored?.meta).toMatchObject({ name: "Yasmin Haddad CV.pdf", contentType: "application/pdf" });
    expect(Buffer.from(stored!.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await mailsTo(input.email)).toEqual([
      expect.objectContaining({ template: "request-receipt", locale: "ar" }),
    ]);
    expect(await deskMailFor("careers@aurumclinic.com", id)).toHaveLength(1);
    // An open application names no job and no clinic.
    const open = await submitCareersApplication(await careersForm({ job: "open" }), pdf(), context());
    const [openRow] = await getDb().select().from(requests).where(eq(requests.id, open.id));
    expect(openRow).toMatchObject({ clinicSlug: null, fields: expect.objectContaining({ job: "open" }) });
  });

  it("takes a Word document by its bytes, and refuses a renamed program, a missing CV and a 6 MB one, storing nothing", async () => {
    const before = storedFiles().length;
    const renamed = await careersForm();
    const program = new File(
      [new Uint8Array(Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(2048)]))],
      "cv.pdf",
      { type: "application/pdf" },
    );
    expect(await formOutcomeOf(submitCareersApplication(renamed, program, context()))).toEqual({ cv: "cvType" });
    const missing = await careersForm({ coverNote: "" });
    expect(await formOutcomeOf(submitCareersApplication(missing, new File([], ""), context()))).toEqual({
      coverNote: "coverNote",
      cv: "cv",
    });
    const big = await careersForm();
    const sixMegabytes = new File(
      [new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * 1024 * 1024)]))],
      "cv.pdf",
    );
    expect(await formOutcomeOf(submitCareersApplication(big, sixMegabytes, context()))).toEqual({ cv: "cvSize" });
    for (const refused of [renamed, missing, big]) {
      expect(await requestRowsFor(refused.email)).toHaveLength(0);
      expect(await mailsTo(refused.email)).toHaveLength(0);
    }
    expect(storedFiles().length).toBe(before);

    const doc = new File(
      [
        new Uint8Array(
          Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
        ),
      ],
      "cv.txt",
    );
    const { id } = await submitCareersApplication(await careersForm(), doc, context());
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row!.fields).toMatchObject({ cvType: "doc", cvName: "cv.doc" });
    expect((await getStoredFile(row!.fields.cvFile!))?.meta.name).toBe("cv.doc");
  });

  it("names a PDF sent as cv.html by what its bytes are: cv.pdf, shown and stored", async () => {
    const { id } = await submitCareersApplication(await careersForm(), pdf("cv.html"), context());
    const [row] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(row!.fields).toMatchObject({ cvType: "pdf", cvName: "cv.pdf" });
    expect((await getStoredFile(row!.fields.cvFile!))?.meta).toMatchObject({
      name: "cv.pdf",
      contentType: "application/pdf",
    });
  });

  it("stores a repeat within the minute once (one file), refuses a reused bot check and the sixth application, storing no file", async () => {
    const input = await careersForm();
    const before = storedFiles().length;
    const first = await submitCareersApplication(input, pdf(), context());
    expect(
      await submitCareersApplication({ ...input, altcha: await solvedBotCheck("careers") }, pdf(), context(later(20))),
    ).toEqual({ ...first, created: false });
    expect(storedFiles().length).toBe(before + 1);

    const replay = await careersForm({ altcha: input.altcha });
    expect(await formOutcomeOf(submitCareersApplication(replay, pdf(), context()))).toBe("BOT_CHECK");
    expect(await requestRowsFor(replay.email)).toHaveLength(0);
    expect(storedFiles().length).toBe(before + 1);

    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 1; i <= 5; i++)
      await submitCareersApplication(await careersForm({ email, coverNote: `Note ${i}` }), pdf(), context());
    expect(
      await formOutcomeOf(
        submitCareersApplication(await careersForm({ email, coverNote: "Note 6" }), pdf(), context()),
      ),
    ).toBe("RATE_LIMITED");
    expect(await requestRowsFor(email)).toHaveLength(5);
    expect(storedFiles().length).toBe(before + 6);
  });
});
