import "server-only";
import type { Campaign } from "@/server/cookie-consent/campaign";
import { consumeRate, refundAttempt, type RateRule } from "@/server/accounts/rate-limit";
import type { BotCheckForm } from "@/server/bot-check/bot-check-config";
import { verifyBotCheck } from "@/server/bot-check/verify-bot-check";

/**
 * The public forms; each has its own limits, so a busy contact form does not block a call-back. Each is a bot-check
 * form too: a challenge issued for one is refused by the others.
 */
export type PublicForm = Exclude<BotCheckForm, "register" | "checkout" | "hold" | "sign-in">;

/**
 * Per client address: a family behind one router may send a few; a script may not.
 * Per e-mail: nobody needs more than a handful of requests an hour, and it stops mail-bombing a stranger.
 */
export function formRules(form: PublicForm): { ip: RateRule; email: RateRule } {
  return {
    ip: { bucket: `form-${form}-ip`, limit: 20, windowMs: 60 * 60_000 },
    email: { bucket: `form-${form}-email`, limit: 5, windowMs: 60 * 60_000 },
  };
}

/** What every public form's use case is told about where and when it was sent. */
export interface PublicFormContext {
  locale: string;
  area: string;
  /** The sender's address, for the per-address limit. */
  ip: string;
  now: Date;
  /** The campaign that brought the visitor, when they allowed campaign measurement (decision 127). */
  campaign?: Campaign | null;
  /**
   * The selected country (docs/product/api.md `country-code` header; forced to DE on the German-market page), ISO 3166
   * alpha-2 upper case: kept with a call-back so the desk knows which market asked.
   */
  country?: string | null;
}

export interface PublicFormGuard {
  form: PublicForm;
  /** The sender's address (decision 120: the function the request layer provides). */
  ip: string;
  /** Normalised (trimmed, lower-case) e-mail, when the form asks for one and it is valid. */
  email: string | null;
  /** The ALTCHA payload and the honeypot, as posted. */
  botCheck: unknown;
  honeypot: unknown;
  now: Date;
}

/**
 * Run before a public form writes anything: count this submission for the address and the e-mail first,
 * atomically, and refuse when either is over its limit (decision 070: never read-then-write, so parallel
 * sends cannot slip past); then refuse bots (honeypot, ALTCHA) and give their counts back, so a bot cannot
 * use up a visitor's allowance. Refusals are AppErrors (RATE_LIMITED, BOT_CHECK, BOT_CHECK_EXPIRED) the form
 * shows as its form-level message.
 */
export async function guardPublicForm(guard: PublicFormGuard): Promise<void> {
  const rules = formRules(guard.form);
  const counted: [RateRule, string][] = [];
  const giveBack = () => Promise.all(counted.map(([rule, key]) => refundAttempt(rule, key)));
  try {
    await consumeRate(rules.ip, guard.ip, guard.now);
    counted.push([rules.ip, guard.ip]);
    if (guard.email) {
      await consumeRate(rules.email, guard.email, guard.now);
      counted.push([rules.email, guard.email]);
    }
    await verifyBotCheck({ form: guard.form, payload: guard.botCheck, honeypot: guard.honeypot, now: guard.now });
  } catch (error) {
    await giveBack();
    throw error;
  }
}
