import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cookieScope } from "@/config/cookies";
import { pathFor } from "@/i18n/paths";
import { campaignOfVisitor } from "@/server/cookie-consent/campaign";
import type { ActionContext } from "@/server/forms/action";
import { REQUEST_RECEIPT_COOKIE } from "@/server/requests/get-submitted-request";

/** What a request's use case reads beside the fields: the place, the client address, the time and the campaign. */
export async function requestContext(ctx: ActionContext) {
  const jar = await cookies();
  return {
    area: ctx.area,
    locale: ctx.locale,
    ip: ctx.ip,
    now: new Date(),
    campaign: campaignOfVisitor((name) => jar.get(name)?.value),
  };
}

/**
 * A request sent: its receipt in an httpOnly cookie, so only this browser can open "Request Successful" for it
 * (the page asks for the receipt too), and that page.
 */
export async function requestSent(ctx: ActionContext, sent: { id: number; receipt: string }): Promise<never> {
  (await cookies()).set(REQUEST_RECEIPT_COOKIE, sent.receipt, {
    ...cookieScope(),
    httpOnly: true,
    maxAge: 60 * 60 * 24,
  });
  redirect(`${pathFor(ctx.area, ctx.locale, "book-online/success")}?request=${sent.id}`);
}
