import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, bookingHealthReviews, bookingMails, mailOutbox } from "@/db/schema";
import { queueReminderMail } from "@/server/reminders/send-due-reminders";
import { loadStaffActor } from "@/server/staff/actor";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { NO_TO_EVERY_QUESTION, visitFor } from "../../../tests/support/health-fixtures";
import { createClinician, createStaff } from "../../../tests/support/staff-fixtures";
import { cliniciansAmong, setClinician } from "./clinicians";
import { removeStaffAccess } from "@/server/staff/change-staff-access";
import {
  healthStatusOf,
  listVisitsAwaitingReview,
  readBookingQuestionnaire,
  reviewBookingHealth,
  submitHealthQuestionnaire,
} from "./health-review";
import { auditRowOf } from "../../../tests/support/audit-log";

// August 2045 keeps these chairs apart from every other test file.
const NOW = new Date("2045-08-01T08:00:00Z");
const ZONE = "Europe/London";
const seeded = seededClinicIds("LONDON");

/** A visit for `code` in London (by a new customer unless given), booked at `now`. */
const visit = (code: string, day: string, time: string, customer?: { id: string; email: string }, now = NOW) =>
  visitFor(code, seeded.LONDON, at(day, time, ZONE), now, customer);

async function mailProps(bookingId: string, template: string) {
  const rows = await getDb()
    .select({ props: mailOutbox.props, createdAt: mailOutbox.createdAt })
    .from(bookingMails)
    .innerJoin(mailOutbox, eq(mailOutbox.id, bookingMails.mailId))
    .where(and(eq(bookingMails.bookingId, bookingId), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.createdAt);
  return rows.map((r) => r.props as Record<string, unknown>);
}

describe("the questionnaire around the visit", () => {
  it("the confirmation and the reminder link to the questionnaire while it is to complete, and not once it is answered", async () => {
    const { customer, booking } = await visit("NADEPI", "2045-08-10", "11:00");
    const [confirmation] = await mailProps(booking.id, "booking-confirmation");
    expect(confirmation!.healthUrl).toMatch(/^https?:\/\/[^/]+\/uk\/en\/account\/health$/);

    await submitHealthQuestionnaire(customer, NO_TO_EVERY_QUESTION, { now: NOW });
    await getDb().transaction((tx) => queueReminderMail(tx, booking.id, "two_days", NOW));
    const [reminder] = await mailProps(booking.id, "booking-reminder");
    expect(reminder!.healthUrl).toBeNull();
  });

  it("a reminder of a visit whose questionnaire is still open carries its link", async () => {
    const drip = await visit("NADEPI", "2045-08-11", "11:00");
    await getDb().transaction((tx) => queueReminderMail(tx, drip.booking.id, "three_hours", NOW));
    expect((await mailProps(drip.booking.id, "booking-reminder"))[0]!.healthUrl).toMatch(/\/account\/health$/);
  });

  it("a visit booked after the customer answered is judged from those answers, by the same rules", async () => {
    const customer = await createCustomer();
    await submitHealthQuestionnaire(customer, { ...NO_TO_EVERY_QUESTION, kidney: "yes" }, { now: NOW });
    const drip = await visit("NADEPI", "2045-08-12", "11:00", customer);
    expect((await healthStatusOf([drip.booking.id])).get(drip.booking.id)).toBe("review_needed");
    const [review] = await getDb()
      .select()
      .from(bookingHealthReviews)
      .where(eq(bookingHealthReviews.bookingId, drip.booking.id));
    expect(review?.status).toBe("review_needed");
    // the confirmation did not ask for a questionnaire already answered
    expect((await mailProps(drip.booking.id, "booking-confirmation"))[0]!.healthUrl).toBeNull();
  });

  it("answers older than 12 months on the visit's day are due again", async () => {
    const customer = await createCustomer();
    const longAgo = new Date("2044-08-01T08:00:00Z");
    await submitHealthQuestionnaire(customer, NO_TO_EVERY_QUESTION, { now: longAgo });
    const drip = await visit("NADEPI", "2045-08-13", "11:00", customer);
    expect((await healthStatusOf([drip.booking.id])).get(drip.booking.id)).toBe("due");
  });

  it("a visit a clinician will contact stays on the list until approved", async () => {
    const { customer, booking } = await visit("NADEPI", "2045-08-14", "11:00");
    await submitHealthQuestionnaire(
      customer,
      { ...NO_TO_EVERY_QUESTION, ivReaction: "yes", ivReactionDetails: "Fainted during a drip in 2040" },
      { now: NOW },
    );
    const actor = await createClinician(["london"]);
    await reviewBookingHealth(
      actor,
      { bookingId: booking.id, decision: "contact", note: "Call before the visit" },
      NOW,
    );
    expect((await listVisitsAwaitingReview(actor, NOW)).find((v) => v.bookingId === booking.id)?.status).toBe(
      "contact",
    );
    await reviewBookingHealth(actor, { bookingId: booking.id, decision: "approved" }, NOW);
    expect((await listVisitsAwaitingReview(actor, NOW)).some((v) => v.bookingId === booking.id)).toBe(false);
  });
});

describe("a clinician's decision", () => {
  it("is about the answers they read: newer answers sent meanwhile make it refused; the note is sealed, not in the audit log", async () => {
    const { customer, booking } = await visit("NADEPI", "2045-08-15", "11:00");
    const first = await submitHealthQuestionnaire(
      customer,
      { ...NO_TO_EVERY_QUESTION, heart: "yes", heartDetails: "Mild hypertension" },
      { now: NOW },
    );
    const actor = await createClinician(["london"]);
    await submitHealthQuestionnaire(
      customer,
      { ...NO_TO_EVERY_QUESTION, heart: "yes", heartDetails: "Mild hypertension", kidney: "yes" },
      { now: NOW },
    );
    await expect(
      reviewBookingHealth(
        actor,
        { bookingId: booking.id, questionnaireId: first.questionnaireId, decision: "approved" },
        NOW,
      ),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await healthStatusOf([booking.id])).get(booking.id)).toBe("review_needed");

    const current = await readBookingQuestionnaire(actor, booking.id, NOW);
    await reviewBookingHealth(
      actor,
      {
        bookingId: booking.id,
        questionnaireId: current.questionnaireId,
        decision: "approved",
        note: "Spoke with the patient; eGFR normal in May",
      },
      NOW,
    );
    expect((await readBookingQuestionnaire(actor, booking.id, NOW)).note).toBe(
      "Spoke with the patient; eGFR normal in May",
    );
    const [stored] = await getDb()
      .select()
      .from(bookingHealthReviews)
      .where(eq(bookingHealthReviews.bookingId, booking.id));
    expect(JSON.stringify(stored)).not.toMatch(/eGFR/);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "health.review"), eq(auditLog.entityId, booking.number)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/eGFR|Spoke/);
    expect(audit[0]!.after).toEqual({ status: "approved", note: true });
  });

  it.each([
    ["a NUL byte in the note", { note: "ok\u0000" }, "note", "invalid"],
    ["a 1 MB note", { note: "x".repeat(1_000_000) }, "note", "noteTooLong"],
    ["no decision", { intent: undefined }, "intent", "invalid"],
    ["a decision not offered", { intent: "refused" }, "intent", "invalid"],
    ["a booking id that is not one", { bookingId: "1 or 1=1" }, "bookingId", "invalid"],
  ])("refuses %s with its message, changing nothing", async (_name, change, path, message) => {
    const { customer, booking } = await visit("NADEPI", "2045-08-16", "11:00");
    await submitHealthQuestionnaire(customer, { ...NO_TO_EVERY_QUESTION, kidney: "yes" }, { now: NOW });
    const actor = await createClinician(["london"]);
    const error = await reviewBookingHealth(actor, { bookingId: booking.id, intent: "approved", ...change }, NOW).catch(
      (e: unknown) => e,
    );
    expect(
      (error as { issues?: { path: string[]; message: string }[] }).issues?.find((i) => i.path[0] === path)?.message,
    ).toBe(message);
    expect((await healthStatusOf([booking.id])).get(booking.id)).toBe("review_needed");
  });

  it("sending answers again and again is limited per customer", async () => {
    const customer = await createCustomer();
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, () => submitHealthQuestionnaire(customer, NO_TO_EVERY_QUESTION, { now: NOW })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "RATE_LIMITED" } });
  });
});

describe("clinicians", () => {
  it("a manager makes a receptionist of their clinic a clinician, audited; the flag reaches the actor", async () => {
    const manager = await createStaff("manager", ["london"]);
    const reception = await createStaff("reception", ["london"]);
    expect(reception.clinician).toBe(false);
    await setClinician(manager, { userId: reception.userId, clinician: "on", registration: "GMC 7654321" }, NOW);
    expect((await cliniciansAmong([reception.userId])).get(reception.userId)).toEqual({
      active: true,
      registration: "GMC 7654321",
    });
    const again = await loadStaffActor({
      id: reception.userId,
      email: reception.email,
      firstName: reception.firstName,
      lastName: reception.lastName,
      role: "reception",
    });
    expect(again.clinician).toBe(true);
    const audit = await auditRowOf("staff.clinician", reception.userId);
    expect(audit).toMatchObject({
      actorId: manager.userId,
      before: { active: false },
      after: { active: true, registration: "GMC 7654321" },
    });

    await setClinician(manager, { userId: reception.userId, clinician: "" }, NOW);
    expect((await cliniciansAmong([reception.userId])).get(reception.userId)?.active).toBe(false);
  });

  it("is decided by a manager only for someone who works at their clinics alone, and ends with staff access", async () => {
    const manager = await createStaff("manager", ["london"]);
    const both = await createStaff("reception", ["london", "cape-town"]);
    await expect(
      setClinician(manager, { userId: both.userId, clinician: "on", registration: "GMC 2345678" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", fields: { clinician: "clinicianOtherClinics" } });
    const admin = await createStaff("admin");
    await setClinician(admin, { userId: both.userId, clinician: "on", registration: "GMC 2345678" }, NOW);
    expect((await cliniciansAmong([both.userId])).get(both.userId)?.active).toBe(true);
    await removeStaffAccess(admin, { userId: both.userId }, NOW);
    expect((await cliniciansAmong([both.userId])).get(both.userId)?.active).toBe(false);
  });

  it("refuses another clinic's staff, oneself, reception, and a clinician without a registration", async () => {
    const manager = await createStaff("manager", ["london"]);
    const elsewhere = await createStaff("reception", ["cape-town"]);
    const reception = await createStaff("reception", ["london"]);
    await expect(
      setClinician(manager, { userId: elsewhere.userId, clinician: "on", registration: "HPCSA MP0123456" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      setClinician(manager, { userId: manager.userId, clinician: "on", registration: "GMC 1234567" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      setClinician(reception, { userId: manager.userId, clinician: "on", registration: "GMC 1234567" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      setClinician(manager, { userId: reception.userId, clinician: "on", registration: "" }),
    ).rejects.toMatchObject({ issues: [{ path: ["registration"], message: "registrationRequired" }] });
    await expect(
      setClinician(manager, { userId: reception.userId, clinician: "on", registration: "GMC\u0000 1" }),
    ).rejects.toMatchObject({ issues: [{ path: ["registration"], message: "registrationInvalid" }] });
    expect(await cliniciansAmong([elsewhere.userId, reception.userId])).toEqual(new Map());
  });
});
