import "server-only";
import { campaignOfVisitor } from "@/server/consent/campaign";
import { requestCookie } from "@/server/http/request-cookie";
import type { NextRequest } from "next/server";
import { apiLocale, apiTranslator, type ApiTranslate } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { clientAddress } from "@/server/http/client-address";
import { defaultArea, isArea } from "@/config/site";
import { AppError, isAppError } from "@/server/errors/app-error";
import type { PublicFormContext } from "./guard-public-form";
import { requestReference, type RecordedRequest } from "./record-request";

const areaOf = (value: string | null) => (value && isArea(value) ? value : defaultArea);

/** A request form's field keys are the form's own (requests.errors, else catalogue.request.errors): name them fully for the envelope. */
function qualified(error: unknown, translate: ApiTranslate): unknown {
  if (!isAppError(error) || Object.keys(error.fields).length === 0) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => {
      const own = `requests.errors.${key}`;
      return [field, translate(own) !== own ? own : `catalogue.request.errors.${key}`];
    }),
  );
  return new AppError(error.code, error.values, fields);
}

/**
 * The SPEC's request routes (/api/call_back, …): form-encoded or JSON fields (with the ALTCHA payload in
 * `altcha`), the envelope with the reference on success, field messages in data.fields.
 */
export async function answerRequestApi(
  request: NextRequest,
  submit: (input: Record<string, unknown>, context: PublicFormContext) => Promise<RecordedRequest>,
): Promise<Response> {
  const locale = apiLocale(request);
  const translate = await apiTranslator(locale);
  try {
    const input = await readPayload(request);
    const { id } = await submit(input, { locale, area: areaOf(request.headers.get("x-area")), ip: clientAddress(request.headers), now: new Date(), campaign: campaignOfVisitor((name) => requestCookie(request, name)) });
    return ok({ reference: requestReference(id) }, translate("requests.api.received"));
  } catch (error) {
    return fail(qualified(error, translate), translate, request);
  }
}
