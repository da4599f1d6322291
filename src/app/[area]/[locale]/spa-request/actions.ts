"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { env } from "@/config/env";
import { isArea } from "@/config/site";
import { isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { isAppError } from "@/server/errors/app-error";
import { requestLogger } from "@/server/log/logger";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { REQUEST_RECEIPT_COOKIE } from "@/server/requests/get-submitted-request";
import { submitSpaRequest } from "@/server/requests/submit-spa-request";

export interface SpaRequestState {
  status: "idle" | "error" | "success";
  /** Field name -> localized message, shown next to the field. */
  fields: Record<string, string>;
  formError?: string;
  /** What the visitor typed, so the form keeps it after a failed attempt. */
  values: Record<string, string>;
}

/** The request form's server action: validate with the shared schema, store, answer with localized messages. */
export async function sendSpaRequest(_previous: SpaRequestState, received: FormData): Promise<SpaRequestState> {
  // A hand-made action call can send anything as the arguments (decision 083): only a form is read.
  const formData = received instanceof FormData ? received : new FormData();
  const area = String(formData.get("area") ?? "");
  const locale = String(formData.get("locale") ?? "");
  const safeLocale = isLocale(locale) ? locale : "en";
  const values = Object.fromEntries([...formData.entries()].filter(([key]) => !key.startsWith("$")).map(([key, value]) => [key, String(value)]));
  const t = await getTranslations({ locale: safeLocale, namespace: "catalogue.request.errors" });
  let success: string | null = null;
  try {
    const safeArea = isArea(area) ? area : "us";
    const { id, receipt } = await submitSpaRequest(values, { locale: safeLocale, area: safeArea });
    // Only this browser can open "Request Successful" for this request: the page asks for the receipt too.
    (await cookies()).set(REQUEST_RECEIPT_COOKIE, receipt, { path: "/", httpOnly: true, sameSite: "lax", secure: env().NODE_ENV === "production", maxAge: 60 * 60 * 24 });
    success = `${pathFor(safeArea, safeLocale, "book-online/success")}?request=${id}`;
  } catch (thrown) {
    const error = appErrorFromDatabase(thrown) ?? thrown;
    if (isAppError(error) && error.code === "VALIDATION") {
      const fields = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, t.has(key) ? t(key) : t("form")]));
      return { status: "error", fields, formError: t("form"), values };
    }
    requestLogger(await headers()).error({ err: error }, "unexpected error in the spa request action");
    return { status: "error", fields: {}, formError: t("server"), values };
  }
  redirect(success);
}
