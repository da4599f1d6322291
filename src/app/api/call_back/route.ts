import type { NextRequest } from "next/server";
import { answerRequestApi } from "@/server/requests/answer-request-api";
import { submitCallBackRequest } from "@/server/requests/submit-call-back-request";

/** SPEC 7: request a call back. */
export async function POST(request: NextRequest) {
  return answerRequestApi(request, submitCallBackRequest);
}
