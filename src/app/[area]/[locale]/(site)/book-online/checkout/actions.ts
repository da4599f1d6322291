"use server";

import { cookies, headers } from "next/headers";
import { z } from "zod";
import { brand, defaultArea, isArea } from "@/config/site";
import { env } from "@/config/env";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { apiTranslator } from "@/server/api/api-translator";
import { setSessionCookies } from "@/server/accounts/session-cookie";
import { HOLDER_COOKIE, holderKeyFromCookie } from "@/server/availability/holder-key";
import { campaignOfVisitor } from "@/server/consent/campaign";
import { AppError, isAppError } from "@/server/errors/app-error";
import { errorCatalogue } from "@/server/errors/error-catalogue";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { clientAddress } from "@/server/http/client-address";
import { requestLogger } from "@/server/log/logger";
import { checkoutAsNewCustomer } from "@/server/orders/checkout-as-new-customer";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";

export type NewCustomerCheckoutAnswer =
  | {
      ok: true;
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
  | { ok: false; signedIn: boolean; botCheckSpent: boolean; message: string; fields: Record<string, string> };

/**
 * Checkout's new customer in one submit (decision 116): account, order and payment. The fields are the form's
 * (strings); messages come back translated, next to their fields.
 */
export async function newCustomerCheckoutAction(data: FormData): Promise<NewCustomerCheckoutAnswer> {
  const input: Record<string, string> = {};
  if (data instanceof FormData)
    for (const [key, value] of data.entries())
      if (typeof value === "string" && !key.startsWith("$ACTION")) input[key] = value;
  const locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const area = isArea(input.area) ? input.area : defaultArea;
  const translate = await apiTranslator(locale);
  const jar = await cookies();
  const requestHeaders = await headers();
  let signedIn = false;
  try {
    if (!(data instanceof FormData)) throw new AppError("VALIDATION");
    const result = await checkoutAsNewCustomer(
      { ...input, locale },
      {
        locale,
        accountUrl: `${brand.siteUrl}${pathFor(area, locale, "account/settings")}`,
        area,
        provider: getPaymentProvider(),
        holderKey: holderKeyFromCookie(jar.get(HOLDER_COOKIE)?.value),
        client: clientAddress(requestHeaders),
        campaign: campaignOfVisitor((name) => jar.get(name)?.value),
      },
    );
    // Signed in whatever became of the order: a failed order is retried as a customer.
    await setSessionCookies(result.session, result.email);
    signedIn = true;
    if (result.orderError !== undefined) throw result.orderError;
    const order = result.order!;
    return {
      ok: true,
      bookingNumber: order.bookingNumber,
      status: order.status,
      ...(order.clientSecret
        ? { clientSecret: order.clientSecret, publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? null }
        : {}),
    };
  } catch (thrown) {
    const error =
      thrown instanceof z.ZodError
        ? new AppError("VALIDATION", {}, Object.fromEntries(thrown.issues.map((i) => [i.path.join("."), i.message])))
        : isAppError(thrown)
          ? thrown
          : appErrorFromDatabase(thrown);
    if (!error) requestLogger(requestHeaders).error({ err: thrown }, "unexpected error in checkout's new customer");
    const entry = errorCatalogue[error?.code ?? "INTERNAL"];
    const fields = error
      ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(key)]))
      : {};
    // Every field is checked before the bot check (checkoutAsNewCustomer): a VALIDATION refusal never reached it.
    const botCheckSpent = error?.code !== "VALIDATION";
    return { ok: false, signedIn, botCheckSpent, message: translate(entry.messageKey, error?.values), fields };
  }
}
