"use server";

import { submitCareersApplication } from "@/server/requests/submit-careers-application";
import { submitConciergeRequest } from "@/server/requests/submit-concierge-request";
import { submitFranchisingEnquiry } from "@/server/requests/submit-franchising-enquiry";
import { runRequestAction, type RequestFormState } from "./run-request-action";

/** The concierge request's server action (works without client JavaScript; the form checks the same schema first). */
export async function sendConciergeRequest(_previous: RequestFormState, formData: FormData): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context) => submitConciergeRequest(input, context));
}

/** The franchising enquiry's server action. */
export async function sendFranchisingEnquiry(
  _previous: RequestFormState,
  formData: FormData,
): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context) => submitFranchisingEnquiry(input, context));
}

/** A job application's server action: the CV arrives as the `cv` file of the multipart form. */
export async function sendCareersApplication(
  _previous: RequestFormState,
  formData: FormData,
): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context, files) => submitCareersApplication(input, files.cv, context));
}
