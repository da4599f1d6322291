import "server-only";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import type { FormState } from "@/shared/forms/form-state";
import { fieldErrors } from "@/server/accounts/fields";
import { isAppError } from "@/server/errors/app-error";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";

const SECRET = /password|code|token/i;

/**
 * runFormAction for back-office forms: field messages come from the English `staff.validation` section
 * (decision 130), not the customer's auth.validation. Errors without fields (RATE_LIMITED, FORBIDDEN…) keep
 * the shared catalogue's message.
 */
export async function runStaffFormAction(
  data: FormData,
  run: (ctx: ActionContext) => Promise<FormState | void>,
): Promise<FormState> {
  return runFormAction(data, async (ctx) => {
    try {
      return await run(ctx);
    } catch (thrown) {
      unstable_rethrow(thrown);
      const keys =
        thrown instanceof z.ZodError
          ? fieldErrors(thrown)
          : isAppError(thrown) && Object.keys(thrown.fields).length
            ? thrown.fields
            : null;
      if (!keys) throw thrown;
      const t = await getTranslations({ locale: "en", namespace: "staff.validation" });
      const fields = Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [field, t.has(key as never) ? t(key as never) : t("invalid")]),
      );
      const values = Object.fromEntries(Object.entries(ctx.input).filter(([key]) => !SECRET.test(key)));
      // A problem with no input of its own name (the clinic boxes are clinic-<id>) is said in the summary.
      const orphans = Object.entries(fields)
        .filter(([field]) => !(field in ctx.input))
        .map(([, message]) => message);
      // "Check the highlighted fields" only when a field is highlighted: a problem of the whole form says just itself.
      const highlighted = orphans.length < Object.keys(fields).length;
      return {
        status: "error",
        message: [...(highlighted ? [t("summary")] : []), ...orphans].join(" "),
        fields,
        values,
      };
    }
  });
}
