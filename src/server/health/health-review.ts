import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  auditLog,
  bookingHealthReviews,
  bookings,
  catalogueItems,
  healthQuestionnaires,
  orderLines,
  programmeSessions,
  programmes,
  staffClinicians,
  users,
} from "@/db/schema";
import {
  flagsFor,
  needsQuestionnaire,
  QUESTIONNAIRE_VALID_MONTHS,
  type QuestionId,
  type RiskItem,
} from "@/config/health-questionnaire";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, canSeeClinic, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { isSingleLineText } from "@/shared/input/plain-text";
import { consumeRate, rules } from "@/server/accounts/rate-limit";
import { healthKeyRing } from "./health-keys";
import {
  questionnaireSchema,
  toAnswers,
  type QuestionnaireAnswers,
  type QuestionnaireInput,
} from "./questionnaire-schema";
import { open, seal, type Sealed } from "./sealed-box";

type Reader = Pick<ReturnType<typeof getDb>, "select">;
type Db = Reader & Pick<ReturnType<typeof getDb>, "insert">;

/** What a visit stands at, for the customer and the desk: "due" when its treatments need a questionnaire not yet filled. */
export type HealthStatus = "not_needed" | "due" | "clear" | "review_needed" | "approved" | "contact";

interface SealedContent extends QuestionnaireAnswers {
  flags: QuestionId[];
}

/** The treatments a booking is for: the order's lines for its first visit, the programme for a later session. */
export async function bookingRiskItems(db: Reader, bookingId: string): Promise<RiskItem[]> {
  const sessions = await db
    .select({ code: programmes.itemCode, optionCode: programmes.optionCode, category: catalogueItems.category })
    .from(programmeSessions)
    .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
    .innerJoin(catalogueItems, eq(catalogueItems.code, programmes.itemCode))
    .where(eq(programmeSessions.bookingId, bookingId));
  const [booking] = await db.select({ orderId: bookings.orderId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return [];
  const [first] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.orderId, booking.orderId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(1);
  const lines =
    first?.id === bookingId
      ? await db
          .select({ code: orderLines.itemCode, optionCode: orderLines.optionCode, category: catalogueItems.category })
          .from(orderLines)
          .innerJoin(catalogueItems, eq(catalogueItems.code, orderLines.itemCode))
          .where(eq(orderLines.orderId, booking.orderId))
      : [];
  return [...lines, ...sessions];
}

/** The customer's newest questionnaire still valid at `at`, if any. */
async function validQuestionnaire(db: Reader, userId: string, at: Date) {
  const [row] = await db
    .select()
    .from(healthQuestionnaires)
    .where(and(eq(healthQuestionnaires.userId, userId), gt(healthQuestionnaires.validUntil, at)))
    .orderBy(desc(healthQuestionnaires.answeredAt))
    .limit(1);
  return row ?? null;
}

/**
 * Where each of these bookings stands (the customer's My Bookings, the desk, the success page, the mails).
 * A review counts only while its questionnaire is valid on the day of the visit (answered again after 12
 * months). A visit booked after the customer answered (by any path: checkout, the phone desk, a programme
 * session) is judged here from the newest questionnaire valid on its day, and its review row written, so the
 * flags are read by the same rule as on submission; that is the software evaluating, not a person reading,
 * and is not logged as a read.
 */
export async function healthStatusOf(bookingIds: string[], db: Db = getDb()): Promise<Map<string, HealthStatus>> {
  const out = new Map<string, HealthStatus>();
  if (!bookingIds.length) return out;
  const rows = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      startsAt: bookings.startsAt,
      status: bookingHealthReviews.status,
      validUntil: healthQuestionnaires.validUntil,
    })
    .from(bookings)
    .leftJoin(bookingHealthReviews, eq(bookingHealthReviews.bookingId, bookings.id))
    .leftJoin(healthQuestionnaires, eq(healthQuestionnaires.id, bookingHealthReviews.questionnaireId))
    .where(inArray(bookings.id, bookingIds));
  for (const row of rows) {
    if (row.status && row.validUntil && row.validUntil > row.startsAt) {
      out.set(row.id, row.status);
      continue;
    }
    const items = await bookingRiskItems(db, row.id);
    if (!items.some(needsQuestionnaire)) {
      out.set(row.id, "not_needed");
      continue;
    }
    const questionnaire = await validQuestionnaire(db, row.userId, row.startsAt);
    if (!questionnaire) {
      out.set(row.id, "due");
      continue;
    }
    const content = open<SealedContent>(healthKeyRing(), questionnaire.sealed as Sealed);
    const status: HealthStatus = flagsFor(content.answers, items).length ? "review_needed" : "clear";
    await db
      .insert(bookingHealthReviews)
      .values({ bookingId: row.id, questionnaireId: questionnaire.id, status })
      .onConflictDoUpdate({
        target: bookingHealthReviews.bookingId,
        set: { questionnaireId: questionnaire.id, status, reviewedBy: null, reviewedAt: null, note: null },
      });
    out.set(row.id, status);
  }
  return out;
}

/**
 * The customer fills the questionnaire (after paying, or earlier from My Bookings). Stored sealed; every
 * upcoming visit of theirs whose treatments need it gets its review status from the flags the answers raise
 * for that visit's treatments: clear, or "clinician review needed". Nothing is refused by the software.
 */
export async function submitHealthQuestionnaire(
  customer: { id: string },
  raw: QuestionnaireInput,
  deps: { now?: Date } = {},
): Promise<{ questionnaireId: string; statuses: Record<string, HealthStatus> }> {
  const content = toAnswers(questionnaireSchema.parse(raw));
  const now = deps.now ?? new Date();
  await consumeRate(rules.healthSubmit, customer.id, now);
  const validUntil = new Date(now);
  validUntil.setUTCMonth(validUntil.getUTCMonth() + QUESTIONNAIRE_VALID_MONTHS);
  return getDb().transaction(async (tx) => {
    const upcoming = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, customer.id),
          inArray(bookings.status, ["confirmed", "awaiting_payment"]),
          gt(bookings.startsAt, now),
          lt(bookings.startsAt, validUntil),
        ),
      );
    const perBooking = await Promise.all(
      upcoming.map(async (b) => ({ id: b.id, items: await bookingRiskItems(tx, b.id) })),
    );
    const concerned = perBooking.filter((b) => b.items.some(needsQuestionnaire));
    const flags = [...new Set(concerned.flatMap((b) => flagsFor(content.answers, b.items)))];
    const [row] = await tx
      .insert(healthQuestionnaires)
      .values({
        userId: customer.id,
        answeredAt: now,
        validUntil,
        sealed: seal(healthKeyRing(), { ...content, flags } satisfies SealedContent),
      })
      .returning({ id: healthQuestionnaires.id });
    const statuses: Record<string, HealthStatus> = {};
    for (const b of concerned) {
      const status = flagsFor(content.answers, b.items).length ? "review_needed" : "clear";
      statuses[b.id] = status;
      await tx
        .insert(bookingHealthReviews)
        .values({ bookingId: b.id, questionnaireId: row!.id, status })
        .onConflictDoUpdate({
          target: bookingHealthReviews.bookingId,
          set: { questionnaireId: row!.id, status, reviewedBy: null, reviewedAt: null, note: null },
        });
    }
    await logRead(tx, {
      actorId: customer.id,
      actorRole: "customer",
      action: "health.submit",
      entityId: row!.id,
      clinicId: null,
      now,
    });
    return { questionnaireId: row!.id, statuses };
  });
}

/** The customer reads their own answers back (the form prefilled, "Download my data"); the read is logged. */
export async function readOwnQuestionnaire(
  customer: { id: string },
  now = new Date(),
): Promise<(SealedContent & { answeredAt: Date; validUntil: Date }) | null> {
  return getDb().transaction(async (tx) => {
    const row = await validQuestionnaire(tx, customer.id, new Date(0));
    if (!row) return null;
    await logRead(tx, {
      actorId: customer.id,
      actorRole: "customer",
      action: "health.read",
      entityId: row.id,
      clinicId: null,
      now,
    });
    return {
      ...open<SealedContent>(healthKeyRing(), row.sealed as Sealed),
      answeredAt: row.answeredAt,
      validUntil: row.validUntil,
    };
  });
}

async function assertClinician(db: Reader, actor: StaffActor): Promise<void> {
  assertRole(actor, "reception");
  const [row] = await db
    .select()
    .from(staffClinicians)
    .where(and(eq(staffClinicians.userId, actor.userId), eq(staffClinicians.active, true)));
  if (!row) throw new AppError("FORBIDDEN");
}

/**
 * A clinician reads the answers behind a visit's review, at the visit's clinic only; every read is in the
 * audit log. Another clinic's booking, or a visit without a questionnaire, is NOT_FOUND.
 */
export async function readBookingQuestionnaire(
  actor: StaffActor,
  bookingId: string,
  now = new Date(),
): Promise<SealedContent & { questionnaireId: string; answeredAt: Date; status: HealthStatus; note: string | null }> {
  return getDb().transaction(async (tx) => {
    await assertClinician(tx, actor);
    const [row] = await tx
      .select({
        clinicId: bookings.clinicId,
        number: bookings.number,
        review: bookingHealthReviews,
        questionnaire: healthQuestionnaires,
      })
      .from(bookings)
      .innerJoin(bookingHealthReviews, eq(bookingHealthReviews.bookingId, bookings.id))
      .innerJoin(healthQuestionnaires, eq(healthQuestionnaires.id, bookingHealthReviews.questionnaireId))
      .where(eq(bookings.id, bookingId));
    if (!row) throw new AppError("NOT_FOUND");
    assertClinic(actor, row.clinicId);
    await recordAudit(
      tx,
      actor,
      {
        action: "health.read",
        entity: "health_questionnaire",
        entityId: row.questionnaire.id,
        clinicId: row.clinicId,
        after: { booking: row.number },
      },
      now,
    );
    const note = row.review.note ? open<string>(healthKeyRing(), row.review.note as Sealed) : null;
    return {
      ...open<SealedContent>(healthKeyRing(), row.questionnaire.sealed as Sealed),
      questionnaireId: row.questionnaire.id,
      answeredAt: row.questionnaire.answeredAt,
      status: row.review.status,
      note,
    };
  });
}

/** The clinician's decision as a form or a call sends it; `intent` is the button pressed (approved or contact). */
export const reviewSchema = z
  .object({
    bookingId: z.uuid("invalid"),
    questionnaireId: z.uuid("invalid").optional(),
    decision: z.enum(["approved", "contact"], "invalid").optional(),
    intent: z.enum(["approved", "contact"], "invalid").optional(),
    note: z
      .string()
      .max(500, "noteTooLong")
      .refine((v) => v === "" || isSingleLineText(v), "invalid")
      .optional()
      .default(""),
  })
  .transform(({ intent, decision, ...rest }) => ({ ...rest, decision: decision ?? intent }))
  .refine((v) => v.decision !== undefined, { path: ["intent"], message: "invalid" });

/**
 * A clinician approves a visit under review, or says they will contact the customer first; audited. The decision
 * is about the answers the clinician read (`questionnaireId`): if the customer has sent new ones since, it is
 * refused (CONFLICT) so nobody approves answers they never saw. The note is clinical content: sealed on the
 * review, never written to the audit log (which says only that there is one).
 */
export async function reviewBookingHealth(
  actor: StaffActor,
  raw: Untrusted<typeof reviewSchema>,
  now = new Date(),
): Promise<HealthStatus> {
  const parsed = reviewSchema.parse(raw);
  const input = { ...parsed, note: parsed.note.trim() || undefined };
  return getDb().transaction(async (tx) => {
    await assertClinician(tx, actor);
    const [row] = await tx
      .select({
        clinicId: bookings.clinicId,
        number: bookings.number,
        status: bookingHealthReviews.status,
        questionnaireId: bookingHealthReviews.questionnaireId,
      })
      .from(bookings)
      .innerJoin(bookingHealthReviews, eq(bookingHealthReviews.bookingId, bookings.id))
      .where(eq(bookings.id, input.bookingId))
      .for("update", { of: bookingHealthReviews });
    if (!row) throw new AppError("NOT_FOUND");
    assertClinic(actor, row.clinicId);
    if ((input.questionnaireId && input.questionnaireId !== row.questionnaireId) || row.status === "clear")
      throw new AppError("CONFLICT");
    const note = input.note ? seal(healthKeyRing(), input.note) : null;
    const decision = input.decision!;
    await tx
      .update(bookingHealthReviews)
      .set({ status: decision, reviewedBy: actor.userId, reviewedAt: now, note })
      .where(eq(bookingHealthReviews.bookingId, input.bookingId));
    await recordAudit(
      tx,
      actor,
      {
        action: "health.review",
        entity: "booking",
        entityId: row.number,
        clinicId: row.clinicId,
        before: { status: row.status },
        after: { status: decision, note: Boolean(note) },
      },
      now,
    );
    return decision;
  });
}

/**
 * Visits waiting for a clinician at this person's clinics, soonest first (the back office's list): those
 * "review needed", and those a clinician is to contact first, until someone approves them.
 */
export async function listVisitsAwaitingReview(actor: StaffActor, now = new Date()) {
  const db = getDb();
  await assertClinician(db, actor);
  const rows = await db
    .select({
      bookingId: bookings.id,
      number: bookings.number,
      startsAt: bookings.startsAt,
      clinicId: bookings.clinicId,
      status: bookingHealthReviews.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookingHealthReviews)
    .innerJoin(bookings, eq(bookings.id, bookingHealthReviews.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        inArray(bookingHealthReviews.status, ["review_needed", "contact"]),
        inArray(bookings.status, ["confirmed", "awaiting_payment", "arrived"]),
        gt(bookings.startsAt, now),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.filter((r) => canSeeClinic(actor, r.clinicId));
}

/** The visit a clinician is looking at: who, when, where, what (no health data: that is readBookingQuestionnaire). */
export async function visitUnderReview(actor: StaffActor, bookingId: string) {
  const db = getDb();
  await assertClinician(db, actor);
  const [row] = await db
    .select({
      id: bookings.id,
      number: bookings.number,
      startsAt: bookings.startsAt,
      clinicId: bookings.clinicId,
      status: bookings.status,
      customerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new AppError("NOT_FOUND");
  assertClinic(actor, row.clinicId);
  return { ...row, items: await bookingRiskItems(db, bookingId) };
}

async function logRead(
  tx: Tx,
  entry: { actorId: string; actorRole: string; action: string; entityId: string; clinicId: number | null; now: Date },
) {
  await tx.insert(auditLog).values({
    at: entry.now,
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    clinicId: entry.clinicId,
    action: entry.action,
    entity: "health_questionnaire",
    entityId: entry.entityId,
  });
}

/** For account deletion: every questionnaire of the person goes (reviews with them). */
export async function forgetHealthData(tx: Tx, userId: string): Promise<void> {
  await tx.delete(healthQuestionnaires).where(eq(healthQuestionnaires.userId, userId));
}
