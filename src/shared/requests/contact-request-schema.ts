import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { personTitles, requestClinics } from "./spa-request-schema";

/**
 * The contact form (docs/product/routes-and-languages.md forms, docs/product/accounts-and-roles.md: full name, e-mail, phone, country code). One schema for the
 * form's own check in the browser, the server action and the use case; messages are keys under
 * requests.errors.contact or catalogue.request.errors, translated at the edge. No server-only guard: the form imports it.
 */
export const phoneCountrySchema = z
  .string({ error: "phoneCountry" })
  .trim()
  .regex(/^[A-Z]{2}$/, "phoneCountry")
  .refine((code) => isSupportedCountry(code), "phoneCountry");

/** The number without its country code, as people type it; its validity is judged with the country. */
export const nationalPhoneSchema = z
  .string({ error: "phone" })
  .trim()
  .min(1, "phone")
  .max(30, "phoneFormat")
  .regex(/^[\d\s().-]+$/, "phoneFormat");

/** National formats differ (Italy keeps its leading 0): libphonenumber-js judges the number for its country. */
export function phoneMatchesCountry(phone: string, country: string): boolean {
  try {
    return isValidPhoneNumber(phone, country as CountryCode);
  } catch {
    return false;
  }
}

/** The contact form's fields before the cross-field phone check; other forms pick from it. */
export const contactFields = z.object({
  title: z.enum(personTitles, { error: "title" }),
  fullName: z.string({ error: "fullName" }).trim().min(1, "fullName").max(120, "fullName"),
  email: z.string({ error: "email" }).trim().min(1, "email").max(200, "emailFormat").pipe(z.email("emailFormat")),
  phoneCountry: phoneCountrySchema,
  phone: nationalPhoneSchema,
  clinic: z.enum(requestClinics, { error: "clinic" }),
  message: z.string({ error: "message" }).trim().min(1, "message").max(2000, "messageLength"),
});

/**
 * The number judged with its country, as one more message on `phone`. It runs even when other fields
 * are wrong (the visitor sees every problem at once), but only once the number itself looks like one.
 */
export const phoneWithCountry = {
  check: (value: { phone?: unknown; phoneCountry?: unknown }) =>
    phoneMatchesCountry(String(value.phone).trim(), String(value.phoneCountry).trim()),
  params: {
    path: ["phone"],
    message: "phoneFormat",
    when: (payload: { value: unknown; issues: { path?: PropertyKey[] }[] }) => {
      const value = payload.value as { phone?: unknown };
      return (
        typeof value?.phone === "string" &&
        value.phone.trim() !== "" &&
        !payload.issues.some((issue) => issue.path?.[0] === "phone")
      );
    },
  },
};

export const contactRequestSchema = contactFields.refine(phoneWithCountry.check, phoneWithCountry.params);

/** Field name -> message key, the first problem of each field: what the form shows under each field. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fields[field] ??= issue.message;
  }
  return fields;
}
