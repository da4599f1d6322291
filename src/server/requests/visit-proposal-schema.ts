import "server-only";
import { z } from "zod";
import { isMultilineText, isSingleLineText } from "@/shared/input/plain-text";
import { clinicWallTimeFields } from "@/server/staff/staff-override";
import { idField, moneyField } from "@/server/staff/staff-fields";

/**
 * What staff send to propose a priced visit (decision 147), as the request-detail form posts it: up to five
 * catalogue rows (`item1`…`item5`, "CODE" or "CODE:OPTION", with `qty1`…), free-text lines (one a line), the
 * clinic wall day and time in `timeZone`, a duration, the place and the total. Messages are keys of
 * `staff.validation` (English back office, decision 130).
 */
export const PROPOSAL_ITEM_ROWS = 5;
export const PROPOSAL_DAYS_VALID = 14;

const itemRef = z
  .string()
  .max(100, "treatmentRequired")
  .refine(isSingleLineText, "treatmentRequired")
  .regex(/^([A-Z0-9_-]{1,40}(:[A-Z0-9_-]{1,40})?)?$/i, "treatmentRequired")
  .optional()
  .transform((v) => v ?? "");
const quantity = z
  .string()
  .max(10, "quantityInvalid")
  .optional()
  .transform((v) => (v == null || v.trim() === "" ? 1 : Number(v.trim())))
  .pipe(z.number("quantityInvalid").int("quantityInvalid").min(1, "quantityInvalid").max(20, "quantityInvalid"));

export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) || value.length > 60) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const proposeVisitSchema = z
  .object({
    requestId: idField,
    clinicId: z.coerce
      .number("proposalClinicRequired")
      .int("proposalClinicRequired")
      .positive("proposalClinicRequired"),
    ...(Object.fromEntries(
      Array.from({ length: PROPOSAL_ITEM_ROWS }, (_, i) => [
        [`item${i + 1}`, itemRef],
        [`qty${i + 1}`, quantity],
      ]).flat(),
    ) as Record<`item${1 | 2 | 3 | 4 | 5}`, typeof itemRef> & Record<`qty${1 | 2 | 3 | 4 | 5}`, typeof quantity>),
    lines: z
      .string()
      .max(2000, "tooLong")
      .refine(isMultilineText, "linesInvalid")
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean),
      )
      .refine((lines) => lines.length <= 10 && lines.every((l) => l.length <= 200), "linesInvalid"),
    ...clinicWallTimeFields,
    timeZone: z.string("timeZoneInvalid").trim().refine(isTimeZone, "timeZoneInvalid"),
    durationMinutes: z.coerce
      .number("durationInvalid")
      .int("durationInvalid")
      .min(15, "durationInvalid")
      .max(720, "durationInvalid"),
    place: z.enum(["clinic", "address"], "placeRequired"),
    address: z
      .string()
      .max(300, "tooLong")
      .refine(isMultilineText, "addressRequired")
      .optional()
      .transform((v) => v?.trim() ?? ""),
    total: moneyField.refine((cents) => cents > 0, "priceRequired"),
    note: z
      .string()
      .max(2000, "tooLong")
      .refine(isMultilineText, "tooLong")
      .optional()
      .transform((v) => v?.trim() || null),
  })
  .superRefine((v, ctx) => {
    if (v.place === "address" && v.address.length < 5)
      ctx.addIssue({ code: "custom", path: ["address"], message: "addressRequired" });
    const rows = Array.from({ length: PROPOSAL_ITEM_ROWS }, (_, i) => v[`item${(i + 1) as 1 | 2 | 3 | 4 | 5}`]).filter(
      Boolean,
    );
    if (rows.length === 0 && v.lines.length === 0)
      ctx.addIssue({ code: "custom", path: ["item1"], message: "proposalItemsRequired" });
  });
/** As the form posts it: text fields, parsed by proposeVisitSchema. */
export type ProposeVisitInput = Record<string, string | undefined>;

export const withdrawProposalSchema = z.object({ requestId: idField, proposalId: z.uuid("idRequired") });

/** The link's token: `<proposal id>.<secret>` (the secret is 32 random bytes, base64url). */
export const proposalTokenField = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/);

/** The customer's decline (public, localized: keys of `requests.proposal`). */
export const declineProposalSchema = z.object({
  token: z.string().max(200),
  reason: z
    .string()
    .max(1000, "requests.proposal.reasonTooLong")
    .refine(isMultilineText, "requests.proposal.reasonTooLong")
    .optional()
    .transform((v) => v?.trim() || null),
});
