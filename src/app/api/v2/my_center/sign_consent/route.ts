import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { signConsentSchema, signParsedConsent } from "@/server/consents/sign-consent";
import { clientAddress } from "@/server/http/client-address";

/**
 * Sign a treatment consent of one of the customer's upcoming visits (decision 184), in the language of the call
 * (?lang=): the same rule as the account's consent page. The address stored is the trusted client address.
 */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/sign_consent",
    methods: ["POST"],
    tag: "Bookings",
    summary: "Sign a treatment consent",
    description:
      "kind is iv, injection or blood; signedName the customer's full name as on the account; read must be true. Signing a visit's consent twice keeps the first signature (created: false). Another customer's visit, a past or cancelled one, or a kind the visit does not need: NOT_FOUND.",
    input: signConsentSchema,
    output: z.object({
      consent_id: z.string(),
      kind: z.string(),
      version: z.string(),
      locale: z.string(),
      signed_at: isoInstant,
      created: z.boolean(),
    }),
    errors: ["NOT_FOUND"],
    example: { bookingId: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a", kind: "iv", signedName: "Ada Lovelace", read: "1" },
  },
  async (input, { customer, locale, request }) => {
    const signed = await signParsedConsent(customer.user, input, { ip: clientAddress(request.headers), locale });
    return {
      consent_id: signed.consentId,
      kind: signed.kind,
      version: signed.version,
      locale: signed.locale,
      signed_at: signed.signedAt.toISOString(),
      created: signed.created,
    };
  },
);
