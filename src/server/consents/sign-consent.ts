import "server-only";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, clinics, treatmentConsents, users } from "@/db/schema";
import { consentKinds, consentKindsFor, type ConsentKind } from "@/config/treatment-consents";
import { checkbox, type Untrusted } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import { bookingRiskItems } from "@/server/health/health-review";
import { SIGNABLE_STATUSES } from "./consent-status";
import { consentTextSha256, consentToSign } from "./consent-text";
import { matchesAccountName, signedNameProblem, tidySignedName } from "./signed-name";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field message: a full key, so the form and the API envelope translate it alike. */
const message = (key: string) => `consent-forms.validation.${key}`;

/**
 * What the consent form and the API send. Field messages are keys of `consent-forms.validation`. A malformed
 * booking id or an unknown kind is not a field mistake: it answers NOT_FOUND like another customer's booking.
 */
export const signConsentSchema = z.object({
  bookingId: z.string().max(100).catch(""),
  kind: z.string().max(40).catch(""),
  signedName: z
    .string(message("nameRequired"))
    .superRefine((value, ctx) => {
      const problem = signedNameProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: message(problem) });
    })
    .transform(tidySignedName),
  read: checkbox.refine((yes) => yes, message("readRequired")),
});

export type SignConsentInput = Untrusted<typeof signConsentSchema>;

export interface SignedConsent {
  consentId: string;
  kind: ConsentKind;
  version: string;
  locale: string;
  signedAt: Date;
  /** false: this visit's consent of this kind was signed before; the first signature stands. */
  created: boolean;
}

/**
 * The customer signs the consent of one kind for one of their own upcoming visits, in the language they read it
 * in (decision 184). Another customer's visit, a past or cancelled one, or a kind the visit does not need:
 * NOT_FOUND. The typed name must be a plausible name and match the account's (signed-name.ts). Stored with the
 * text version, its language and hash, the time, the client address from the trusted helper (the caller
 * passes `clientAddress()`'s answer), and the account's name and the clinic's address as they are now (the PDF
 * prints those, not later ones). Idempotent: one row per visit and kind, the first signature is kept, so
 * fifty signs at once leave one row, and a signature made before a text change stays valid for that visit.
 */
export async function signConsent(
  customer: { id: string },
  raw: SignConsentInput,
  deps: { ip: string; now?: Date; locale: string },
): Promise<SignedConsent> {
  return signParsedConsent(customer, signConsentSchema.parse(raw), deps);
}

/** signConsent for a caller whose contract parsed the input with signConsentSchema already (no second parse). */
export async function signParsedConsent(
  customer: { id: string },
  input: z.output<typeof signConsentSchema>,
  deps: { ip: string; now?: Date; locale: string },
): Promise<SignedConsent> {
  if (!UUID.test(input.bookingId) || !(consentKinds as readonly string[]).includes(input.kind))
    throw new AppError("NOT_FOUND");
  const kind = input.kind as ConsentKind;
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        clinic: { name: clinics.name, street: clinics.street, city: clinics.city, postcode: clinics.postcode },
      })
      .from(bookings)
      .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
      .where(
        and(
          eq(bookings.id, input.bookingId),
          eq(bookings.userId, customer.id),
          inArray(bookings.status, [...SIGNABLE_STATUSES]),
          gt(bookings.startsAt, now),
        ),
      );
    if (!booking) throw new AppError("NOT_FOUND");
    if (!consentKindsFor(await bookingRiskItems(tx, booking.id)).includes(kind)) throw new AppError("NOT_FOUND");
    const [account] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, customer.id), isNull(users.deletedAt)));
    if (!account) throw new AppError("NOT_FOUND");
    if (!matchesAccountName(input.signedName, account))
      throw new AppError("VALIDATION", {}, { signedName: message("nameMismatch") });

    const document = consentToSign(kind, deps.locale);
    const [created] = await tx
      .insert(treatmentConsents)
      .values({
        userId: customer.id,
        bookingId: booking.id,
        kind,
        version: document.version,
        locale: document.locale,
        textSha256: consentTextSha256(document),
        signedName: input.signedName,
        signedAt: now,
        clientAddress: deps.ip,
        // As printed on the PDF, kept as they are now (the name was just checked against the signature).
        customerFirstName: account.firstName,
        customerLastName: account.lastName,
        clinicName: booking.clinic.name,
        clinicStreet: booking.clinic.street,
        clinicCity: booking.clinic.city,
        clinicPostcode: booking.clinic.postcode,
      })
      .onConflictDoNothing({ target: [treatmentConsents.bookingId, treatmentConsents.kind] })
      .returning();
    const row =
      created ??
      (await tx
        .select()
        .from(treatmentConsents)
        .where(and(eq(treatmentConsents.bookingId, booking.id), eq(treatmentConsents.kind, kind)))
        .then((rows) => rows[0]));
    if (!row) throw new AppError("CONFLICT");
    return {
      consentId: row.id,
      kind: row.kind,
      version: row.version,
      locale: row.locale,
      signedAt: row.signedAt,
      created: Boolean(created),
    };
  });
}
