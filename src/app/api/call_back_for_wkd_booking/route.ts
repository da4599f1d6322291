import type { NextRequest } from "next/server";
import { answerRequestApi } from "@/server/requests/answer-request-api";
import { submitWeekendCallBackRequest } from "@/server/requests/submit-call-back-request";

/** SPEC 7: call back about a weekend booking (a Saturday or Sunday without free time online). */
export async function POST(request: NextRequest) {
  return answerRequestApi(request, submitWeekendCallBackRequest);
}
