"use server";

import { GERMAN_MARKET_COUNTRY } from "@/config/site";
import { formFields, publicAction } from "@/server/forms/action";
import { submitCallBackRequest } from "@/server/requests/submit-call-back-request";
import { requestContext, requestSent } from "../_requests/request-sent";

/** The German-market page's call-back (docs/product/routes-and-languages.md): the country code is forced to DE, whatever the visitor's area. */
export const sendGermanMarketCallBack = publicAction(
  formFields,
  async (input, ctx) =>
    requestSent(
      ctx,
      await submitCallBackRequest(input, { ...(await requestContext(ctx)), country: GERMAN_MARKET_COUNTRY }),
    ),
  { fieldMessages: "request" },
);
