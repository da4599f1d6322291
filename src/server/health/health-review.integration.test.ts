import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { getDb } from "@/db/client";
import { auditLog, healthQuestionnaires } from "@/db/schema";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { NO_TO_EVERY_QUESTION, visitFor } from "../../../tests/support/health-fixtures";
import { createClinician, createStaff } from "../../../tests/support/staff-fixtures";
import {
  healthStatusOf,
  listVisitsAwaitingReview,
  readBookingQuestionnaire,
  readOwnQuestionnaire,
  reviewBookingHealth,
  submitHealthQuestionnaire,
} from "./health-review";
import { auditRowOf } from "../../../tests/support/audit-log";

// July 2044 keeps these chairs apart from every other test file.
const NOW = new Date("2044-07-01T08:00:00Z");
const ZONE = "Europe/London";
const seeded = seededClinicIds("LONDON");

/** A visit for `code` in London (by a new customer unless given), booked at `now`. */
const visit = (code: string, day: string, time: string, customer?: { id: string; email: string }) =>
  visitFor(code, seeded.LONDON, at(day, time, ZONE), NOW, customer);

describe("the health questionnaire", () => {
  it("a booked NAD+ infusion shows the questionnaire to complete; a flagged answer asks for a clinician, who approves it", async () => {
    const { customer, booking } = await visit("NADEPI", "2044-07-10", "10:00");
    expect((await healthStatusOf([booking.id])).get(booking.id)).toBe("due");

    const submitted = await submitHealthQuestionnaire(
      customer,
      { ...NO_TO_EVERY_QUESTION, pregnancy: "yes", medicines: "yes", medicinesDetails: "Warfarin 5 mg daily" },
      { now: NOW },
    );
    expect(submitted.statuses[booking.id]).toBe("review_needed");
    expect((await healthStatusOf([booking.id])).get(booking.id)).toBe("review_needed");

    // nothing readable in the database
    const [stored] = await getDb()
      .execute<{ row: string }>(
        sql`select row_to_json(q)::text as row from ${healthQuestionnaires} q where id = ${submitted.questionnaireId}`,
      )
      .then((r) => r.rows);
    expect(stored!.row).not.toMatch(/Warfarin|pregnancy|"yes"/);

    const london = await createClinician(["london"]);
    expect((await listVisitsAwaitingReview(london, NOW)).map((v) => v.number)).toContain(booking.number);
    const read = await readBookingQuestionnaire(london, booking.id, NOW);
    expect(read).toMatchObject({
      flags: ["pregnancy"],
      answers: { pregnancy: "yes" },
      details: { medicines: "Warfarin 5 mg daily" },
      status: "review_needed",
    });
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "health.read"), eq(auditLog.actorId, london.userId)));
    expect(audit).toMatchObject({ entityId: submitted.questionnaireId, clinicId: seeded.LONDON });

    expect(await reviewBookingHealth(london, { bookingId: booking.id, decision: "approved" }, NOW)).toBe("approved");
    expect((await healthStatusOf([booking.id])).get(booking.id)).toBe("approved");
    const review = await auditRowOf("health.review", booking.number);
    expect(review).toMatchObject({ before: { status: "review_needed" }, after: { status: "approved" } });
  });

  it("answers that raise nothing for the visit's treatment leave it clear (a liver condition with a jet-lag drip)", async () => {
    const customer = await createCustomer();
    const drip = await visit("JLIV", "2044-07-11", "10:00", customer);
    const submitted = await submitHealthQuestionnaire(
      customer,
      { ...NO_TO_EVERY_QUESTION, liver: "yes" },
      { now: NOW },
    );
    expect(submitted.statuses).toEqual({ [drip.booking.id]: "clear" });
    expect((await healthStatusOf([drip.booking.id])).get(drip.booking.id)).toBe("clear");
  });

  it("only clinicians of the visit's clinic read answers; every customer read is logged too", async () => {
    const { customer, booking } = await visit("AFI", "2044-07-13", "10:00");
    await submitHealthQuestionnaire(customer, { ...NO_TO_EVERY_QUESTION, kidney: "yes" }, { now: NOW });
    await expect(
      readBookingQuestionnaire(await createStaff("reception", ["london"]), booking.id, NOW),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(readBookingQuestionnaire(await createClinician(["cape-town"]), booking.id, NOW)).rejects.toMatchObject(
      {
        code: "NOT_FOUND",
      },
    );
    await expect(
      reviewBookingHealth(await createClinician(["cape-town"]), { bookingId: booking.id, decision: "approved" }, NOW),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const own = await readOwnQuestionnaire(customer, NOW);
    expect(own?.answers.kidney).toBe("yes");
    const reads = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "health.read"), eq(auditLog.actorId, customer.id)));
    expect(reads).toHaveLength(1);
  });

  it.each([
    ["a missing answer", { ...NO_TO_EVERY_QUESTION, kidney: undefined }, "kidney", "answerRequired"],
    ["'yes' without details", { ...NO_TO_EVERY_QUESTION, allergies: "yes" }, "allergiesDetails", "detailsRequired"],
    ["a NUL byte", { ...NO_TO_EVERY_QUESTION, other: "a\u0000b" }, "other", "textInvalid"],
    ["an answer not offered", { ...NO_TO_EVERY_QUESTION, pregnancy: "unsure" }, "pregnancy", "answerRequired"],
    ["a 1 MB note", { ...NO_TO_EVERY_QUESTION, other: "x".repeat(1_000_000) }, "other", "textTooLong"],
  ])("refuses %s with its message, storing nothing", async (_name, input, path, message) => {
    const customer = await createCustomer();
    const error = await submitHealthQuestionnaire(customer, input as never, { now: NOW }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.find((i) => i.path[0] === path)?.message).toBe(message);
    expect(
      await getDb().select().from(healthQuestionnaires).where(eq(healthQuestionnaires.userId, customer.id)),
    ).toHaveLength(0);
  });
});
