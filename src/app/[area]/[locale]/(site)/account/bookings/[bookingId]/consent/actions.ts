"use server";

import { redirect } from "next/navigation";
import { consentPagePath } from "@/server/consents/consent-links";
import { signConsent } from "@/server/consents/sign-consent";
import { customerAction, formFields } from "@/server/forms/action";

/**
 * The consent page's "Sign": the customer's own upcoming visit only, the typed name next to its field when it
 * is refused, and the page again (showing "Signed on …") when it is signed. The address is the trusted one.
 */
export const signConsentAction = customerAction(
  formFields,
  async (input, ctx) => {
    const { bookingId = "", kind = "", signedName = "", read = "" } = input;
    await signConsent(ctx.customer, { bookingId, kind, signedName, read }, { ip: ctx.ip, locale: ctx.locale });
    redirect(
      `${consentPagePath(ctx.area, ctx.locale, bookingId)}?${new URLSearchParams({ signed: kind })}#consent-${kind}`,
    );
  },
  { fieldMessages: "keys" },
);
