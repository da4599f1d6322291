"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { brand } from "@/config/site";
import { env } from "@/config/env";
import { pathFor } from "@/i18n/paths";
import { setSessionCookies } from "@/server/accounts/session-cookie";
import { HOLDER_COOKIE, holderKeyFromCookie } from "@/server/availability/holder-key";
import { campaignOfVisitor } from "@/server/cookie-consent/campaign";
import { isAppError } from "@/server/errors/app-error";
import { formFields, publicAction } from "@/server/forms/action";
import { checkoutAsNewCustomer } from "@/server/orders/checkout-as-new-customer";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import type { FormState } from "@/shared/forms/form-state";

/** What checkout's new customer gets back, in FormState's `data`. */
export type NewCustomerCheckoutData =
  | {
      bookingNumber: string;
      status: "confirmed" | "paid" | "requires_action";
      clientSecret?: string;
      publishableKey?: string | null;
    }
  /**
   * `signedIn`: the account was made and the visitor is signed in; only the order failed (decision 116).
   * `botCheckSpent`: the server got as far as the bot check, so the widget must be solved again; a refusal of the
   * fields comes before it and leaves the visitor's tick in place (issue 40, row 3).
   */
  | { signedIn: boolean; botCheckSpent: boolean };

/**
 * Checkout's new customer in one submit (decision 116): account, order and payment. The fields are the form's
 * (strings); messages come back translated, next to their fields.
 */
export const newCustomerCheckoutAction = publicAction(
  formFields,
  async (input, ctx): Promise<FormState<NewCustomerCheckoutData>> => {
    const jar = await cookies();
    let signedIn = false;
    try {
      const result = await checkoutAsNewCustomer(
        { ...input, locale: ctx.locale },
        {
          locale: ctx.locale,
          accountUrl: `${brand.siteUrl}${pathFor(ctx.area, ctx.locale, "account/settings")}`,
          area: ctx.area,
          provider: getPaymentProvider(),
          holderKey: holderKeyFromCookie(jar.get(HOLDER_COOKIE)?.value),
          client: ctx.ip,
          campaign: campaignOfVisitor((name) => jar.get(name)?.value),
        },
      );
      // Signed in whatever became of the order: a failed order is retried as a customer.
      await setSessionCookies(result.session, result.email);
      signedIn = true;
      if (result.orderError !== undefined) throw result.orderError;
      const order = result.order!;
      return {
        status: "success",
        data: {
          bookingNumber: order.bookingNumber,
          status: order.status,
          ...(order.clientSecret
            ? { clientSecret: order.clientSecret, publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? null }
            : {}),
        },
      };
    } catch (thrown) {
      // Every field is checked before the bot check (checkoutAsNewCustomer): a VALIDATION refusal never reached it.
      const refusedFields = thrown instanceof z.ZodError || (isAppError(thrown) && thrown.code === "VALIDATION");
      return { ...(await ctx.failure(thrown)), data: { signedIn, botCheckSpent: !refusedFields } };
    }
  },
  { fieldMessages: "api" },
);
