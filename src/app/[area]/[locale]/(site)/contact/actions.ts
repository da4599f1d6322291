"use server";

import { submitContactRequest } from "@/server/requests/submit-contact-request";
import { runRequestAction, type RequestFormState } from "../_requests/run-request-action";

/** The contact form's server action (works without client JavaScript; the form checks the same schema first when it can). */
export async function sendContactRequest(_previous: RequestFormState, formData: FormData): Promise<RequestFormState> {
  return runRequestAction(formData, (input, context) => submitContactRequest(input, context));
}
