"use server";

import { formFields, publicAction } from "@/server/forms/action";
import { submitSpaRequest } from "@/server/requests/submit-spa-request";
import { requestContext, requestSent } from "../_requests/request-sent";

/** The spa/residence request form's server action: the shared request-form path (decision 120). */
export const sendSpaRequest = publicAction(
  formFields,
  async (input, ctx) => requestSent(ctx, await submitSpaRequest(input, await requestContext(ctx))),
  { fieldMessages: "request" },
);
