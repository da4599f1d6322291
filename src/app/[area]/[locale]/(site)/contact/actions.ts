"use server";

import { formFields, publicAction } from "@/server/forms/action";
import { submitContactRequest } from "@/server/requests/submit-contact-request";
import { requestContext, requestSent } from "../_requests/request-sent";

/** The contact form's server action (works without client JavaScript; the form checks the same schema first when it can). */
export const sendContactRequest = publicAction(
  formFields,
  async (input, ctx) => requestSent(ctx, await submitContactRequest(input, await requestContext(ctx))),
  { fieldMessages: "request" },
);
