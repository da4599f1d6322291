import { z } from "zod";
import { contactFields, phoneWithCountry } from "./contact-request-schema";
import { requestClinics } from "./spa-request-schema";

/**
 * Call-back requests (docs/product/routes-and-languages.md forms, docs/product/api.md /api/call_back and /api/call_back_for_wkd_booking): full
 * name, phone with country code and e-mail; the weekend one also the booking's clinic, date and the
 * time the visitor would like (docs/product/messages.md: "select booking clinic", "select booking date", "select request
 * time"). Shared by the form, the server action and the API routes; messages are keys.
 */
const person = contactFields.pick({ fullName: true, email: true, phoneCountry: true, phone: true });

export const callBackSchema = person.refine(phoneWithCountry.check, phoneWithCountry.params);

export const weekendCallBackSchema = person
  .extend({
    clinic: z.enum(requestClinics, { error: "bookingClinic" }),
    bookingDate: z
      .string({ error: "bookingDate" })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "bookingDate"),
    requestTime: z
      .string({ error: "requestTime" })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "requestTime"),
  })
  .refine(phoneWithCountry.check, phoneWithCountry.params);
