"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { defaultArea, isArea } from "@/config/site";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { isAppError } from "@/server/errors/app-error";
import { errorCatalogue } from "@/server/errors/error-catalogue";
import { requestLogger } from "@/server/log/logger";
import { confirmNewsletterSubscription } from "@/server/newsletter/confirm-newsletter-subscription";
import { subscribeToNewsletter } from "@/server/newsletter/subscribe-to-newsletter";
import { unsubscribeFromNewsletter } from "@/server/newsletter/unsubscribe-from-newsletter";
import { clientAddress } from "@/server/http/client-address";

export interface NewsletterState {
  status: "idle" | "error" | "sent";
  fields: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
}

function place(formData: FormData) {
  const area = String(formData.get("area") ?? "");
  const locale = String(formData.get("locale") ?? "");
  return { area: isArea(area) ? area : defaultArea, locale: isLocale(locale) ? locale : defaultLocale };
}

/** The one client address (decision 075), as every per-address limit reads it. */
async function clientIp(): Promise<string> {
  return clientAddress(await headers());
}

/** The sign-up (footer, Join the community): the answer shows in place, "check your inbox". */
export async function subscribeNewsletter(_previous: NewsletterState, received: FormData): Promise<NewsletterState> {
  // A hand-made action call can send anything as the arguments (decision 083): only a form is read.
  const formData = received instanceof FormData ? received : new FormData();
  const { area, locale } = place(formData);
  const input = Object.fromEntries(
    [...formData.entries()].filter(([key, value]) => !key.startsWith("$") && typeof value === "string"),
  ) as Record<string, string>;
  const values = { email: input.email ?? "", name: input.name ?? "" };
  try {
    await subscribeToNewsletter(input, { area, locale, ip: await clientIp(), now: new Date() });
    return { status: "sent", fields: {}, values: {} };
  } catch (error) {
    const [own, shared, app] = await Promise.all([
      getTranslations({ locale, namespace: "requests.newsletter.errors" }),
      getTranslations({ locale, namespace: "catalogue.request.errors" }),
      getTranslations({ locale, namespace: "errors.app" }),
    ]);
    if (isAppError(error)) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [
          field,
          own.has(key as never) ? own(key as never) : shared(key as never),
        ]),
      );
      const formError =
        error.code === "VALIDATION"
          ? undefined
          : app(errorCatalogue[error.code].messageKey as never, error.values as never);
      return { status: "error", fields, formError, values };
    }
    requestLogger(await headers()).error({ err: error }, "unexpected error in the newsletter action");
    return { status: "error", fields: {}, formError: shared("server"), values };
  }
}

/** The button on the confirmation page (a link alone does not subscribe: mail scanners open links). */
export async function confirmNewsletter(formData: FormData): Promise<void> {
  const { area, locale } = place(formData);
  const result = await confirmNewsletterSubscription(String(formData.get("token") ?? ""), new Date());
  redirect(`${pathFor(area, locale, "newsletter/confirm")}?result=${result}`);
}

export async function unsubscribeNewsletter(formData: FormData): Promise<void> {
  const { area, locale } = place(formData);
  const done = await unsubscribeFromNewsletter(String(formData.get("token") ?? ""));
  redirect(`${pathFor(area, locale, "newsletter/unsubscribe")}?result=${done ? "done" : "invalid"}`);
}
