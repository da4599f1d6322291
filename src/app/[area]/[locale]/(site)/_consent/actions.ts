"use server";

import { cookies, headers } from "next/headers";
import { cookieNames, cookieScope } from "@/config/cookies";
import { CAMPAIGN_MAX_AGE_S } from "@/server/cookie-consent/campaign";
import { CONSENT_MAX_AGE_S } from "@/shared/cookie-choice";
import { decideCookies } from "@/server/cookie-consent/decide-cookies";
import { formFields, publicAction } from "@/server/forms/action";

/**
 * The cookie banner's choice (decision 127): the consent cookie is strictly necessary and readable by the
 * banner; the campaign cookie exists only with consent and is removed when it is withdrawn. The banner's form
 * action (useActionState): a button pressed before the page's scripts have run posts the form itself, and the
 * page comes back with the choice saved.
 */
export const saveCookieChoice = publicAction(formFields, async (fields) => {
  // Posted before hydration, the form could not carry the page's query: the page's own address (the Referer of a
  // form on this site) holds it. Only the visitor's own campaign cookie can come of it.
  const decision = decideCookies({ ...fields, search: fields.search || (await refererSearch()) });
  const jar = await cookies();
  jar.set(cookieNames.consent, decision.consent, { ...cookieScope(), httpOnly: false, maxAge: CONSENT_MAX_AGE_S });
  if (decision.campaign)
    jar.set(cookieNames.campaign, decision.campaign, { ...cookieScope(), httpOnly: true, maxAge: CAMPAIGN_MAX_AGE_S });
  else if (!decision.choice.campaign)
    jar.set(cookieNames.campaign, "", { ...cookieScope(), httpOnly: true, maxAge: 0 });
  return { status: "success" };
});

async function refererSearch(): Promise<string> {
  try {
    return new URL((await headers()).get("referer") ?? "").search.slice(0, 2048);
  } catch {
    return "";
  }
}
