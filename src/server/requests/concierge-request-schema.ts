import { z } from "zod";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import { phoneWithCountry } from "@/shared/requests/contact-request-schema";
import { choiceList, dayField, optionalText, personFields, requiredLine } from "./enquiry-fields";

/** Where the guest wants to be looked after: in the site's own country, or abroad (docs/product/routes-and-languages.md: Europe, GCC, Asia). */
export const conciergeRegions = ["national", "europe", "gcc", "asia"] as const;
/** The services a guest may ask for: the catalogue's families. */
export const conciergeServices = [
  "infusion",
  "injection",
  "blood",
  "spa",
  "diagnostics",
  "detox",
] as const satisfies readonly ItemCategory[];
export const MAX_GUESTS = 20;

/**
 * The concierge request (national and international pages): region, city, arrival and departure, number of
 * guests, services wanted, contact details and an optional message. That the stay does not start in the past
 * is judged by the use case, which knows today.
 */
export const conciergeRequestSchema = personFields
  .extend({
    region: z.enum(conciergeRegions, { error: "region" }),
    city: requiredLine("city"),
    dateFrom: dayField("dateFrom"),
    dateTo: dayField("dateTo"),
    guests: z.coerce.number({ error: "guests" }).int("guests").min(1, "guests").max(MAX_GUESTS, "guests"),
    services: choiceList(conciergeServices, "services"),
    message: optionalText("messageLength", 2000),
  })
  .refine(phoneWithCountry.check, phoneWithCountry.params)
  .refine((v) => v.dateTo >= v.dateFrom, {
    path: ["dateTo"],
    message: "dateOrder",
    when: (payload) => {
      const v = payload.value as { dateFrom?: unknown; dateTo?: unknown };
      return (
        typeof v?.dateFrom === "string" &&
        typeof v?.dateTo === "string" &&
        !payload.issues.some((i) => i.path?.[0] === "dateFrom" || i.path?.[0] === "dateTo")
      );
    },
  });
