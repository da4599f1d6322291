"use server";

import { submitSpaRequest } from "@/server/requests/submit-spa-request";
import { runRequestAction, type RequestFormState } from "../_requests/run-request-action";

/** The spa/residence request form's server action: the shared request-form path (decision 120). */
export async function sendSpaRequest(_previous: RequestFormState, formData: FormData): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context) => submitSpaRequest(input, context));
}
