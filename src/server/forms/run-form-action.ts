import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { defaultArea, isArea, type Area } from "@/config/site";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { fieldErrors } from "@/server/accounts/fields";
import { fieldMessage } from "@/server/forms/field-message";
import { clientAddress } from "@/server/http/client-address";
import { isAppError } from "@/server/errors/app-error";
import { errorCatalogue } from "@/server/errors/error-catalogue";
import { requestLogger } from "@/server/log/logger";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { PROOF_STEP, type FormState } from "@/shared/forms/form-state";

export interface ActionContext {
  area: Area;
  locale: Locale;
  input: Record<string, string>;
  ip: string;
}

/** Never sent back to the form. A one-time sign-in `code` is: a wrong one stays in its field to be corrected (issue 11). */
const SECRET = /password|code|token/i;
/** The bot check's fields (decision 120) are never sent back to the form. */
const BOT_FIELDS = new Set(["altcha", "website"]);

/**
 * The one shape of every account form action: read the form, call the use case, and turn expected failures
 * (zod field keys, AppError) into translated messages next to the fields. Redirects pass through. Back-office
 * forms read their field messages from `staff.validation` (English, decision 130).
 */
export async function runFormAction(
  data: FormData,
  run: (ctx: ActionContext) => Promise<FormState | void>,
  options: FormActionOptions = {},
): Promise<FormState> {
  return { ...(await runFormActionInner(data, run, options)), id: randomUUID() };
}

export interface FormActionOptions {
  /**
   * The back office's forms (English only, decision 130) name their own field messages in staff.validation;
   * a key not found there is an account field's (auth.validation), e.g. the phone customer's e-mail.
   */
  fieldMessages?: "staff";
}

async function runFormActionInner(
  data: FormData,
  run: (ctx: ActionContext) => Promise<FormState | void>,
  options: FormActionOptions,
): Promise<FormState> {
  // A hand-made action call can send anything as the arguments (decision 083): only a form is read.
  if (!(data instanceof FormData)) {
    const app = await getTranslations({ locale: defaultLocale, namespace: "errors.app" });
    return { status: "error", message: app("formUnreadable") };
  }
  const input: Record<string, string> = {};
  for (const [key, value] of data.entries())
    if (typeof value === "string" && !key.startsWith("$ACTION")) input[key] = value;
  const area = isArea(input.area) ? input.area : defaultArea;
  const locale = options.fieldMessages === "staff" ? "en" : isLocale(input.locale) ? input.locale : defaultLocale;
  const values = Object.fromEntries(
    Object.entries(input).filter(
      ([key]) =>
        !BOT_FIELDS.has(key) &&
        (!SECRET.test(key) || key === "referralCode" || key === "countryCode" || key === "code"),
    ),
  );
  try {
    return (await run({ area, locale, input, ip: clientAddress(await headers()) })) ?? { status: "success", values };
  } catch (thrown) {
    unstable_rethrow(thrown);
    const error = appErrorFromDatabase(thrown) ?? thrown;
    const [auth, staff, staffValidation, app] = await Promise.all([
      getTranslations({ locale, namespace: "auth.validation" }),
      getTranslations({ locale: "en", namespace: "staff" }),
      getTranslations({ locale: "en", namespace: "staff.validation" }),
      getTranslations({ locale, namespace: "errors.app" }),
    ]);
    // Back-office forms (English only, decision 130) either name a message "staff.<key>", or ask for
    // staff.validation first with fieldMessages: "staff"; everything else is the account forms' catalogue.
    const fallback = () => app("fieldInvalid");
    const v = (key: string) =>
      key.startsWith("staff.")
        ? fieldMessage(key.slice("staff.".length), [staff], fallback)
        : fieldMessage(key, options.fieldMessages === "staff" ? [staffValidation, auth] : [auth], fallback);
    if (error instanceof z.ZodError) {
      const fields = Object.fromEntries(Object.entries(fieldErrors(error)).map(([f, key]) => [f, v(key)]));
      return { status: "error", message: app("validation"), fields, values };
    }
    if (isAppError(error)) {
      const fields = Object.fromEntries(Object.entries(error.fields).map(([f, key]) => [f, v(key)]));
      const message = app(errorCatalogue[error.code].messageKey as never, error.values as never);
      // Said once: a message that is already next to its field (a wrong sign-in code) is not repeated above the form.
      const saidByField = Object.values(fields).length > 0 && Object.values(fields).every((m) => m === message);
      return {
        status: "error",
        message: saidByField
          ? undefined
          : Object.keys(fields).length && error.code === "VALIDATION"
            ? app("validation")
            : message,
        fields,
        values,
        ...(error.code === "PROOF_REQUIRED" ? { step: PROOF_STEP } : {}),
      };
    }
    requestLogger(await headers()).error({ err: error }, "unexpected error in a form action");
    return { status: "error", message: app("internal"), values };
  }
}
