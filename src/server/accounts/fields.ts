import "server-only";
import { z } from "zod";
import { isSingleLineText } from "@/shared/input/plain-text";
import { isCommonPassword } from "./common-passwords";

/**
 * Field rules shared by every account form and API payload. Messages are keys of the `auth.validation`
 * namespace, translated at the edge (server action or API route).
 */
export const titles = ["Mr", "Mrs", "Ms", "Miss", "Dr", "Mx"] as const;

/** A text field whose absence (API) says the same as leaving it empty (form). */
const text = (requiredKey: string) => z.string(requiredKey).refine(isSingleLineText, requiredKey).trim();

export const emailField = text("emailRequired")
  .min(1, "emailRequired")
  .max(254, "emailInvalid")
  .pipe(z.email("emailInvalid"))
  .transform((value) => value.toLowerCase());

export const passwordField = newPassword("passwordRequired");

/** The password rule of docs/product/booking-and-pricing-rules.md; `requiredKey` lets "new password" say so. */
export function newPassword(requiredKey: string) {
  return z
    .string(requiredKey)
    .min(1, requiredKey)
    .min(8, "passwordLength")
    .max(64, "passwordLength")
    .refine(isSingleLineText, "passwordRule")
    .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), "passwordRule")
    .refine((value) => !isCommonPassword(value), "passwordCommon");
}

/** For cross-field refinements: run only when the fields involved passed their own checks. */
export function whenValid(...fields: string[]) {
  // An issue without a path means the payload itself is wrong (not an object): nothing to compare then.
  return (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

/** A form that sets a password asks for it twice (withPasswordConfirmed checks that the two match). */
export const passwordTwiceFields = { password: passwordField, confirmPassword: z.string("passwordMismatch") };

/** Every form that sets a password asks for it twice: the second must match (checked once both are valid). */
export function withPasswordConfirmed<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "passwordMismatch",
    when: whenValid("password", "confirmPassword"),
  });
}

/** The token of a link mailed or printed once, as a form sends it back: 32 characters; anything longer is nobody's. */
export const linkTokenField = (unknownKey: string) =>
  z.string(unknownKey).trim().min(1, unknownKey).max(128, unknownKey);

/**
 * The title is optional, with a neutral choice (Mx) beside the original site's five (issue 40, decision 222): empty or absent
 * means none. Mails greet by name, never by title, so nothing reads "Dear ,".
 */
export const titleField = z.preprocess(
  (value) => (value === "" || value === undefined || value === null ? null : value),
  z.enum(titles, "titleInvalid").nullable(),
);

export const firstNameField = text("firstNameRequired").min(1, "firstNameRequired").max(80, "firstNameRequired");
export const lastNameField = text("lastNameRequired").min(1, "lastNameRequired").max(80, "lastNameRequired");

/** Country calling codes offered next to the mobile number (the clinics' markets first). */
export const countryCodes = [
  "+1",
  "+44",
  "+27",
  "+971",
  "+966",
  "+974",
  "+965",
  "+973",
  "+968",
  "+86",
  "+852",
  "+81",
  "+82",
  "+65",
  "+91",
  "+49",
  "+33",
  "+39",
  "+34",
  "+41",
  "+31",
  "+7",
  "+61",
  "+64",
  "+353",
  "+20",
  "+234",
  "+254",
  "+55",
  "+52",
] as const;

/**
 * Mobile with country code, stored E.164. The form sends `countryCode` and `mobile`; the API may send the whole
 * number in `mobile` starting with "+".
 */
export function mobileFields() {
  return {
    countryCode: z.string().max(8, "phoneInvalid").refine(isSingleLineText, "phoneInvalid").trim().optional(),
    mobile: text("phoneRequired").min(1, "phoneRequired"),
  };
}

export function toE164(countryCode: string | undefined, mobile: string): string | null {
  const digits = mobile.replace(/[\s().-]/g, "");
  const full = digits.startsWith("+") ? digits : `${countryCode ?? ""}${digits.replace(/^0+/, "")}`;
  return /^\+[1-9]\d{6,14}$/.test(full) ? full : null;
}

/** Adds the phone-format check to a schema that has `countryCode` and `mobile`. */
export function checkMobile(value: { countryCode?: string; mobile: string }, ctx: z.RefinementCtx): void {
  if (value.mobile && !toE164(value.countryCode, value.mobile)) {
    ctx.addIssue({ code: "custom", path: ["mobile"], message: "phoneInvalid" });
  }
}

/** A checkbox from a form ("on") or the API ("1", "true"). */
export const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "1" || value === "true");

/** Map a ZodError to field -> message key, first issue per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    out[field] ??= issue.message;
  }
  return out;
}

/** A use case's input: typed for callers that build it, or raw form/API fields (the schema parses both). */
export type Untrusted<S extends z.ZodType> = z.input<S> | Record<string, unknown>;
