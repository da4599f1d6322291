import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { clientAddress } from "@/server/http/client-address";
import { visitorCountry } from "@/server/visitor/ip-country";
import { readWithoutInput } from "../_contract/shared-fields";

/**
 * docs/product/api.md /api/get_ip_country: the visitor's country from their address (the one client address of decision 075:
 * the socket, or the hop a trusted proxy added; never a header a client can set). docs/product/entities.md: on the first visit, a
 * client that is told `redirect` goes to `redirectUrl` and keeps "sa" as the IP country. Local and private
 * addresses and failed lookups answer no country and no redirect (docs/product/api.md).
 */
const run = publicRoute(
  {
    path: "/api/get_ip_country",
    ...readWithoutInput,
    tag: "Visitor",
    summary: "The visitor's country by IP address",
    description:
      "The country of the caller's address (lower-case ISO 3166 alpha-2, null when unknown or private), the area of this site that serves it, and the redirect rule of the site's configuration (decision 123).",
    output: z.object({
      country: z.string().nullable().meta({ description: "Lower-case ISO 3166 alpha-2, or null." }),
      area: z
        .enum(["us", "uk", "za"])
        .nullable()
        .meta({ description: "The area (market) serving this country, or null." }),
      redirect: z.boolean(),
      redirectUrl: z.string().meta({ description: "Where to go when redirect is true; empty otherwise." }),
    }),
  },
  async (_input, { request }) => visitorCountry(clientAddress(request.headers)),
);
export const GET = run;
export const POST = run;
