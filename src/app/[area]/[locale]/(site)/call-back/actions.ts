"use server";

import { submitCallBackRequest } from "@/server/requests/submit-call-back-request";
import { runRequestAction, type RequestFormState } from "../_requests/run-request-action";

/** The call-back form's server action (the same use case as /api/call_back). */
export async function sendCallBackRequest(_previous: RequestFormState, formData: FormData): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context) => submitCallBackRequest(input, context));
}
