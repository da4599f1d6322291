import { callApi, type ApiAnswer } from "@/components/api/api-client";

/** The API code of PROOF_REQUIRED (src/server/errors/error-catalogue.ts): the address has taken many holds this hour. */
export const PROOF_REQUIRED_CODE = 5210;
const HOLD_PATH = "/api/v2/place_order/hold";

/**
 * The bot check's proof of work, solved without a widget: a challenge for `form` from our server, worked out in the
 * browser as the ALTCHA widget works it out (SHA-256 with the Web Crypto API), in the payload format the widget posts.
 * The solver is loaded only when a proof is asked for. Null when no answer came.
 */
export async function solveProofOfWork(form: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/altcha?form=${encodeURIComponent(form)}`, { cache: "no-store" });
    if (!response.ok) return null;
    const challenge = await response.json();
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}

/**
 * Hold a chair (decision 241). A client address past its hourly allowance (a hotel's or an office's busy hour) is
 * asked for a proof of work first: it is solved here, in well under a second on a phone, and the same hold is sent
 * again with it, so a guest never sees the question.
 */
export async function holdChair(
  body: { clinicId: number; startsAt: string; durationMinutes: number },
  locale: string,
): Promise<ApiAnswer<typeof HOLD_PATH>> {
  const first = await callApi(HOLD_PATH, body, locale);
  if (first.code !== PROOF_REQUIRED_CODE) return first;
  const altcha = await solveProofOfWork("hold");
  return altcha ? callApi(HOLD_PATH, { ...body, altcha }, locale) : first;
}
