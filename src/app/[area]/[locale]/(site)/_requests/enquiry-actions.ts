"use server";

import { formFields, publicAction } from "@/server/forms/action";
import { submitCareersApplication } from "@/server/requests/submit-careers-application";
import { submitConciergeRequest } from "@/server/requests/submit-concierge-request";
import { submitFranchisingEnquiry } from "@/server/requests/submit-franchising-enquiry";
import { requestContext, requestSent } from "./request-sent";

/** The concierge request's server action (works without client JavaScript; the form checks the same schema first). */
export const sendConciergeRequest = publicAction(
  formFields,
  async (input, ctx) => requestSent(ctx, await submitConciergeRequest(input, await requestContext(ctx))),
  { fieldMessages: "request" },
);

/** The franchising enquiry's server action. */
export const sendFranchisingEnquiry = publicAction(
  formFields,
  async (input, ctx) => requestSent(ctx, await submitFranchisingEnquiry(input, await requestContext(ctx))),
  { fieldMessages: "request" },
);

/** A job application's server action: the CV arrives as the `cv` file of the multipart form. */
export const sendCareersApplication = publicAction(
  formFields,
  async (input, ctx) =>
    requestSent(ctx, await submitCareersApplication(input, ctx.files.cv, await requestContext(ctx))),
  { fieldMessages: "request" },
);
