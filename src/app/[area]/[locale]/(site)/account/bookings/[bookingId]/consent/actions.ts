"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import type { FormState } from "@/shared/forms/form-state";
import { getCurrentUser } from "@/server/accounts/current-user";
import { fieldErrors } from "@/server/accounts/fields";
import { consentPagePath } from "@/server/consents/consent-links";
import { signConsent } from "@/server/consents/sign-consent";
import { AppError, isAppError } from "@/server/errors/app-error";
import { runFormAction } from "@/server/forms/run-form-action";

/**
 * The consent page's "Sign": the customer's own upcoming visit only, the typed name next to its field when it
 * is refused, and the page again (showing "Signed on …") when it is signed. The address is the trusted one.
 */
export async function signConsentAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const user = await getCurrentUser();
    if (!user) throw new AppError("UNAUTHENTICATED");
    const { bookingId = "", kind = "", signedName = "", read = "" } = c.input;
    try {
      await signConsent(user, { bookingId, kind, signedName, read }, { ip: c.ip, locale: c.locale });
    } catch (error) {
      const keys =
        error instanceof z.ZodError
          ? fieldErrors(error)
          : isAppError(error) && error.code === "VALIDATION"
            ? error.fields
            : null;
      if (!keys) throw error;
      const t = await getTranslations({ locale: c.locale });
      const fields = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key as never)]));
      return { status: "error", message: t("errors.app.validation"), fields, values: { signedName, read } };
    }
    redirect(
      `${consentPagePath(c.area, c.locale, bookingId)}?${new URLSearchParams({ signed: kind })}#consent-${kind}`,
    );
  });
}
