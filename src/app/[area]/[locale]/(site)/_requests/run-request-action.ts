import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cookieScope } from "@/config/cookies";
import { campaignOfVisitor, type Campaign } from "@/server/consent/campaign";
import { defaultArea, isArea, type Area } from "@/config/site";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { isAppError } from "@/server/errors/app-error";
import { errorCatalogue } from "@/server/errors/error-catalogue";
import { fieldMessage } from "@/server/forms/field-message";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { clientAddress } from "@/server/http/client-address";
import { requestLogger } from "@/server/log/logger";
import { formValues } from "@/server/requests/form-values";
import { REQUEST_RECEIPT_COOKIE } from "@/server/requests/get-submitted-request";

export interface RequestFormState {
  status: "idle" | "error";
  /** Field name -> localized message, shown next to the field. */
  fields: Record<string, string>;
  formError?: string;
  /** What the visitor typed, so the form keeps it after a failed attempt (never the bot-check fields). */
  values: Record<string, string>;
}

export interface RequestActionContext {
  area: Area;
  locale: Locale;
  ip: string;
  now: Date;
  campaign: Campaign | null;
}

/**
 * The one shape of every public request form's action: read the form, run the use case, keep the
 * receipt in an httpOnly cookie and go to "Request Successful"; expected failures come back as
 * localized messages (field keys from requests.errors, else catalogue.request.errors; form-level
 * ones from the error catalogue).
 */
export async function runRequestAction(
  received: FormData,
  submit: (
    input: Record<string, string>,
    context: RequestActionContext,
    files: Record<string, File>,
  ) => Promise<{ id: number; receipt: string }>,
): Promise<RequestFormState> {
  // A hand-made action call can send anything as the arguments (decision 083): only a form is read.
  const formData = received instanceof FormData ? received : new FormData();
  // Repeated fields (check boxes) arrive joined with commas, as the form's own check sees them.
  const input = formValues(formData);
  // Uploads (a CV): the last file under each name; an empty file input posts a nameless empty file, which counts as none.
  const files: Record<string, File> = {};
  for (const [key, value] of formData.entries())
    if (typeof value !== "string" && !key.startsWith("$") && value.size > 0) files[key] = value;
  const area = isArea(input.area) ? input.area : defaultArea;
  const locale = isLocale(input.locale) ? input.locale : defaultLocale;
  const values = Object.fromEntries(Object.entries(input).filter(([key]) => key !== "altcha" && key !== "website"));
  let success: string;
  try {
    const jar = await cookies();
    const { id, receipt } = await submit(
      input,
      {
        area,
        locale,
        ip: clientAddress(await headers()),
        now: new Date(),
        campaign: campaignOfVisitor((name) => jar.get(name)?.value),
      },
      files,
    );
    // Only this browser can open "Request Successful" for this request: the page asks for the receipt too.
    jar.set(REQUEST_RECEIPT_COOKIE, receipt, { ...cookieScope(), httpOnly: true, maxAge: 60 * 60 * 24 });
    success = `${pathFor(area, locale, "book-online/success")}?request=${id}`;
  } catch (thrown) {
    const error = appErrorFromDatabase(thrown) ?? thrown;
    const [own, shared, app] = await Promise.all([
      getTranslations({ locale, namespace: "requests.errors" }),
      getTranslations({ locale, namespace: "catalogue.request.errors" }),
      getTranslations({ locale, namespace: "errors.app" }),
    ]);
    if (isAppError(error)) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [
          field,
          fieldMessage(key, [own, shared], () => shared("form")),
        ]),
      );
      const formError =
        error.code === "VALIDATION"
          ? shared("form")
          : app(errorCatalogue[error.code].messageKey as never, error.values as never);
      return { status: "error", fields, formError, values };
    }
    requestLogger(await headers()).error({ err: error }, "unexpected error in a request form action");
    return { status: "error", fields: {}, formError: shared("server"), values };
  }
  redirect(success);
}
