"use server";

import { GERMAN_MARKET_COUNTRY } from "@/config/site";
import { submitCallBackRequest } from "@/server/requests/submit-call-back-request";
import { runRequestAction, type RequestFormState } from "../_requests/run-request-action";

/** The German-market page's call-back (SPEC 2): the country code is forced to DE, whatever the visitor's area. */
export async function sendGermanMarketCallBack(
  _previous: RequestFormState,
  formData: FormData,
): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context) =>
    submitCallBackRequest(input, { ...context, country: GERMAN_MARKET_COUNTRY }),
  );
}
