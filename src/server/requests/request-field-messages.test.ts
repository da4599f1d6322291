import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { locales } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { requestFieldNamespaces } from "@/server/forms/field-message";
import { callBackSchema, weekendCallBackSchema } from "@/shared/requests/call-back-schema";
import { contactRequestSchema } from "@/shared/requests/contact-request-schema";
import { spaRequestSchema } from "@/shared/requests/spa-request-schema";
import { careersApplicationSchema } from "./careers-application-schema";
import { conciergeRequestSchema } from "./concierge-request-schema";
import { franchisingEnquirySchema } from "./franchising-enquiry-schema";

type Tree = { [key: string]: unknown };
const at = (tree: Tree, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** The keys a schema names for a form sent empty, and for one whose every field is nonsense. */
function keysOf(schema: z.ZodType): string[] {
  const nonsense = Object.fromEntries(
    ["title", "email", "phoneCountry", "phone", "clinic", "region", "dateFrom", "dateTo", "guests", "services"].map(
      (name) => [name, "\u0000?"],
    ),
  );
  return [{}, nonsense].flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
}

/** Keys the use cases name themselves (AppError fields) and the length limits the empty forms do not reach. */
const named = [
  "datePast",
  "bookingDateWeekend",
  "dateOrder",
  "cv",
  "cvSize",
  "cvType",
  "messageLength",
  "experienceLength",
  "coverNoteLength",
  "phoneFormat",
  "emailFormat",
];

describe("request forms' field messages (requests.errors in parts, then catalogue.request.errors)", () => {
  const keys = [
    ...new Set([
      ...[
        contactRequestSchema,
        callBackSchema,
        weekendCallBackSchema,
        spaRequestSchema,
        conciergeRequestSchema,
        franchisingEnquirySchema,
        careersApplicationSchema,
      ].flatMap(keysOf),
      ...named,
    ]),
  ].sort();

  it("finds the schemas' keys (the walk is not empty)", () => {
    expect(keys).toEqual(expect.arrayContaining(["phoneCountry", "bookingClinic", "region", "job", "fullName"]));
  });

  for (const locale of locales)
    it(`${locale}: every key a request form can name has a message, and no key is in two parts of requests.errors`, async () => {
      const messages = (await loadMessages(locale)) as Tree;
      const unwritten = keys.filter(
        (key) => !requestFieldNamespaces.some((ns) => typeof at(messages, `${ns}.${key}`) === "string"),
      );
      expect(unwritten).toEqual([]);
      const parts = requestFieldNamespaces.filter((ns) => ns.startsWith("requests.errors."));
      const seen = parts.flatMap((ns) => Object.keys(at(messages, ns) as Tree));
      expect(seen.length).toBe(new Set(seen).size);
      // Nothing is left directly under requests.errors: every message is in a part the lookup asks.
      expect(Object.keys(at(messages, "requests.errors") as Tree).sort()).toEqual(
        parts.map((ns) => ns.slice("requests.errors.".length)).sort(),
      );
    });
});
