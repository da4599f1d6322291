import { isSupportedCountry } from "libphonenumber-js/min";
import { z } from "zod";
import { phoneWithCountry } from "@/shared/requests/contact-request-schema";
import { personFields, requiredLine, requiredText } from "./enquiry-fields";

/** What a prospective partner can invest, in US dollars (the bands the franchising team qualifies by). */
export const investmentRanges = ["under-250k", "250k-500k", "500k-1m", "over-1m"] as const;

/** The franchising enquiry (join-us/franchising): company, country, city, investment range, experience and a message. */
export const franchisingEnquirySchema = personFields
  .extend({
    company: requiredLine("company", 160),
    country: z
      .string({ error: "country" })
      .trim()
      .regex(/^[A-Z]{2}$/, "country")
      .refine((code) => isSupportedCountry(code), "country"),
    city: requiredLine("city"),
    investment: z.enum(investmentRanges, { error: "investment" }),
    experience: requiredText("experience", "experienceLength", 2000),
    message: requiredText("message", "messageLength", 2000),
  })
  .refine(phoneWithCountry.check, phoneWithCountry.params);
