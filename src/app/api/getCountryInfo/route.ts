import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { clientAddress } from "@/server/http/client-address";
import { countryInfo } from "@/server/visitor/country-info";
import { countryOfAddress } from "@/server/visitor/ip-country";

/**
 * docs/product/api.md /api/getCountryInfo: what the site knows about a country, named in the caller's language. The country
 * is the `country` field when sent, else the `country-code` header (docs/product/api.md), else the caller's address.
 */
const run = publicRoute(
  {
    path: "/api/getCountryInfo",
    methods: ["GET", "POST"],
    tag: "Visitor",
    summary: "A country's name, dialling code and area",
    description:
      "The `country` field, else the `country-code` header, else the country of the caller's address; `source` says which.",
    input: z.object({
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/, "countryInvalid")
        .optional()
        .meta({ description: "ISO 3166 alpha-2 (any case)." }),
    }),
    output: z.object({
      country_code: z.string().nullable(),
      name: z.string().nullable(),
      calling_code: z.string().nullable(),
      area: z.enum(["us", "uk", "za"]).nullable(),
      source: z.enum(["field", "header", "address", "none"]),
    }),
    example: { country: "gb" },
  },
  async (input, { request, country, locale }) => {
    if (input.country) return countryInfo(input.country, "field", locale);
    if (country) return countryInfo(country, "header", locale);
    const fromAddress = await countryOfAddress(clientAddress(request.headers));
    return countryInfo(fromAddress, fromAddress ? "address" : "none", locale);
  },
);
export const GET = run;
export const POST = run;
