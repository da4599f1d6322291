"use server";

import { formFields, publicAction } from "@/server/forms/action";
import { submitCallBackRequest } from "@/server/requests/submit-call-back-request";
import { requestContext, requestSent } from "../_requests/request-sent";

/** The call-back form's server action (the same use case as /api/call_back). */
export const sendCallBackRequest = publicAction(
  formFields,
  async (input, ctx) => requestSent(ctx, await submitCallBackRequest(input, await requestContext(ctx))),
  { fieldMessages: "request" },
);
