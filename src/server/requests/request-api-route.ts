import "server-only";
import { campaignOfVisitor } from "@/server/cookie-consent/campaign";
import { requestCookie } from "@/server/http/request-cookie";
import { z } from "zod";
import { publicRoute, type ApiContext } from "@/server/api/api-route";
import type { ApiTranslate } from "@/server/api/api-translator";
import { clientAddress } from "@/server/http/client-address";
import { defaultArea, isArea } from "@/config/site";
import { AppError, isAppError } from "@/server/errors/app-error";
import { requestFieldNamespaces } from "@/server/forms/field-message";
import type { PublicFormContext } from "./guard-public-form";
import { requestReference, type RecordedRequest } from "./record-request";

const areaOf = (value: string | null) => (value && isArea(value) ? value : defaultArea);

/**
 * A request form's field keys are bare (a part of requests.errors, else catalogue.request.errors, as the server
 * actions read them): name them fully for the envelope.
 */
function qualified(error: unknown, translate: ApiTranslate): unknown {
  if (!isAppError(error) || Object.keys(error.fields).length === 0) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => {
      const namespace =
        requestFieldNamespaces.find((ns) => translate.has(`${ns}.${key}`)) ?? "catalogue.request.errors";
      return [field, `${namespace}.${key}`];
    }),
  );
  return new AppError(error.code, error.values, fields);
}

/**
 * The original site's request routes (/api/call_back, …): form-encoded or JSON fields (with the ALTCHA payload in
 * `altcha`), the envelope with the reference on success, field messages in data.fields. The use case parses
 * the fields with its schema (the one documented) after the bot check.
 */
export function requestApiRoute(
  contract: { path: string; summary: string; description: string; input: z.ZodType; example: Record<string, unknown> },
  submit: (input: Record<string, unknown>, context: PublicFormContext) => Promise<RecordedRequest>,
) {
  return publicRoute(
    {
      ...contract,
      methods: ["POST"],
      tag: "Requests",
      parse: false,
      output: z.object({ reference: z.string() }),
      errors: ["BOT_CHECK", "BOT_CHECK_EXPIRED", "RATE_LIMITED"],
    },
    // parse: false, so the input is the fields as sent (the use case parses them after the bot check).
    async (fields, { locale, request, translate, country }: ApiContext<null>) => {
      try {
        const { id } = await submit(fields as Record<string, unknown>, {
          locale,
          area: areaOf(request.headers.get("x-area")),
          ip: clientAddress(request.headers),
          now: new Date(),
          campaign: campaignOfVisitor((name) => requestCookie(request, name)),
          country,
        });
        return { data: { reference: requestReference(id) }, msg: translate("requests.api.received") };
      } catch (error) {
        throw qualified(error, translate);
      }
    },
  );
}
