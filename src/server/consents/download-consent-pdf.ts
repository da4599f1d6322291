import "server-only";
import { consumeRate, rules } from "@/server/accounts/rate-limit";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, clinics, treatmentConsents, users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { renderConsentPdf, type ConsentRecord } from "./consent-pdf";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Reader = Pick<ReturnType<typeof getDb>, "select">;

export interface ConsentPdf {
  filename: string;
  bytes: Buffer;
}

async function findConsent(db: Reader, where: SQL | undefined): Promise<(ConsentRecord & { clinicId: number }) | null> {
  const [row] = await db
    .select({
      consent: treatmentConsents,
      number: bookings.number,
      startsAt: bookings.startsAt,
      clinicId: bookings.clinicId,
      slug: clinics.slug,
      timeZone: clinics.timeZone,
    })
    .from(treatmentConsents)
    .innerJoin(bookings, eq(bookings.id, treatmentConsents.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(users, eq(users.id, treatmentConsents.userId))
    .where(and(isNull(users.deletedAt), where));
  if (!row) return null;
  const c = row.consent;
  return {
    consentId: c.id,
    kind: c.kind,
    version: c.version,
    locale: c.locale,
    textSha256: c.textSha256,
    signedName: c.signedName,
    signedAt: c.signedAt,
    clientAddress: c.clientAddress,
    booking: { number: row.number, startsAt: row.startsAt },
    // The name and the address as they were at signing (sign-consent.ts); the zone is the clinic's, for the times.
    clinic: {
      slug: row.slug,
      name: c.clinicName,
      street: c.clinicStreet,
      city: c.clinicCity,
      postcode: c.clinicPostcode,
      timeZone: row.timeZone,
    },
    customer: { firstName: c.customerFirstName, lastName: c.customerLastName },
    clinicId: row.clinicId,
  };
}

const filenameOf = (record: ConsentRecord) => `consent-${record.booking.number}-${record.kind}.pdf`;

/** "Download PDF" in the customer's account: their own signed consent only; anyone else's id is NOT_FOUND. */
export async function downloadOwnConsentPdf(
  customer: { id: string },
  consentId: string,
  now: Date = new Date(),
): Promise<ConsentPdf> {
  if (!UUID.test(consentId)) throw new AppError("NOT_FOUND");
  const record = await findConsent(
    getDb(),
    and(eq(treatmentConsents.id, consentId), eq(treatmentConsents.userId, customer.id)),
  );
  if (!record) throw new AppError("NOT_FOUND");
  // Drawing a PDF costs the server a few hundred milliseconds: counted per customer before it is drawn.
  await consumeRate(rules.consentPdf, customer.id, now);
  return { filename: filenameOf(record), bytes: await renderConsentPdf(record, now) };
}

/**
 * The back office downloads a signed consent: any member of staff of the visit's clinic (another clinic's
 * consent answers like a missing one). Every download is an audit row, committed before the PDF is made.
 */
export async function downloadConsentPdfForStaff(
  actor: StaffActor,
  consentId: string,
  now: Date = new Date(),
): Promise<ConsentPdf> {
  assertRole(actor, "reception");
  if (!UUID.test(consentId)) throw new AppError("NOT_FOUND");
  const record = await getDb().transaction(async (tx) => {
    const found = await findConsent(tx, eq(treatmentConsents.id, consentId));
    if (!found) throw new AppError("NOT_FOUND");
    assertClinic(actor, found.clinicId);
    await recordAudit(
      tx,
      actor,
      {
        action: "consent.pdf_download",
        entity: "treatment_consent",
        entityId: found.consentId,
        clinicId: found.clinicId,
        after: { booking: found.booking.number, kind: found.kind, version: found.version },
      },
      now,
    );
    return found;
  });
  return { filename: filenameOf(record), bytes: await renderConsentPdf(record, now) };
}
