import { after, type NextRequest } from "next/server";
import { apiLocale, apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { scheduledWith } from "@/server/accounts/background";
import { sendLoginCode } from "@/server/accounts/send-login-code";

/** SPEC 7: e-mail a sign-in code. Same answer whether or not the address has an account. */
export async function POST(request: NextRequest) {
  const locale = apiLocale(request);
  const translate = await apiTranslator(locale);
  try {
    const payload = await readPayload(request);
    await sendLoginCode(payload, { locale, background: scheduledWith(after) });
    return ok(null, translate("codeSent"));
  } catch (error) {
    return fail(error, translate, request);
  }
}
