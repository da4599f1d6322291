import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError, isAppError } from "@/server/errors/app-error";
import { errorCatalogue } from "@/shared/errors/error-catalogue";
import { requestLogger } from "@/server/log/logger";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { fieldMessage } from "@/server/forms/field-message";
import type { ApiTranslate } from "./api-translator";

/** The original site's answer shape: { code, msg, data }, 2000 for success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 2000;

export function ok<T>(data: T, msg = "success"): NextResponse<Envelope<T>> {
  return NextResponse.json({ code: SUCCESS_CODE, msg, data });
}

/**
 * Map any failure to the envelope. `translate` turns a message key of `errors.app` into the
 * visitor's language; field errors travel in data.fields, each by the forms' rule (`fieldMessage`): a message no
 * catalogue holds (a schema's own English wording, zod's "Invalid UUID") becomes the generic field message. An unexpected error is logged with the
 * request id (`request`, when the route has it) and answered with the calm INTERNAL message.
 */
export function fail(
  error: unknown,
  translate: ApiTranslate,
  request?: { headers: Pick<Headers, "get"> },
): NextResponse<Envelope<unknown>> {
  const appError =
    error instanceof z.ZodError
      ? new AppError("VALIDATION", {}, Object.fromEntries(error.issues.map((i) => [i.path.join("."), i.message])))
      : isAppError(error)
        ? error
        : appErrorFromDatabase(error);
  if (!appError) {
    requestLogger(request?.headers ?? new Headers()).error({ err: error }, "unexpected error in an API call");
  }
  const entry = errorCatalogue[appError?.code ?? "INTERNAL"];
  const fields = appError
    ? Object.fromEntries(
        Object.entries(appError.fields).map(([field, key]) => [
          field,
          // A field's message may name the error's values too (a gift card's least and most amount in its currency).
          fieldMessage(key, [withValues(translate, appError.values)], () => translate("errors.app.fieldInvalid")),
        ]),
      )
    : {};
  return NextResponse.json(
    {
      code: entry.apiCode,
      msg: translate(entry.messageKey, appError?.values),
      data: Object.keys(fields).length ? { fields } : null,
    },
    // Decision 151: the client reads the envelope's code; only our own fault is a 5xx.
    { status: entry.httpStatus },
  );
}

/** `translate` with the error's values given to every message it translates. */
function withValues(translate: ApiTranslate, values: Record<string, string | number>): ApiTranslate {
  return Object.assign((key: string) => translate(key, values), { has: translate.has });
}
