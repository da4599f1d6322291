import "server-only";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { z } from "zod";
import { AppError } from "@/server/errors/app-error";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import type { NewRequest } from "./record-request";

/** A public form's fields by its schema; else VALIDATION naming the first problem of each field (fieldProblems). */
export function readPublicForm<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  return parsed.data;
}

/** Who sent a request, as it is stored: the name, the address in lower case, the phone in international format. */
export function senderOf(data: {
  fullName: string;
  email: string;
  phone: string;
  phoneCountry: string;
}): Pick<NewRequest, "fullName" | "email" | "phone"> {
  return {
    fullName: data.fullName,
    email: data.email.toLowerCase(),
    phone: parsePhoneNumberFromString(data.phone, data.phoneCountry as CountryCode)!.format("INTERNATIONAL"),
  };
}
