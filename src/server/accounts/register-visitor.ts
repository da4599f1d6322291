import "server-only";
import { verifyBotCheck } from "@/server/bot-check/verify-bot-check";
import { registerSchema, registerUser, type RegisterContext } from "./register-user";
import type { Untrusted } from "./fields";

/**
 * Registration from the public forms (the register page and checkout): field problems first, so a typo does
 * not spend the visitor's ALTCHA solution; then the bot check (honeypot, a missing, wrong, reused or expired
 * solution: decision 120); then the account (registerUser). A refused bot writes nothing.
 */
export async function registerVisitor(input: Untrusted<typeof registerSchema>, ctx: RegisterContext) {
  registerSchema.parse(input);
  const { altcha, website } = input as { altcha?: unknown; website?: unknown };
  await verifyBotCheck({ form: "register", payload: altcha, honeypot: website, now: ctx.now ?? new Date() });
  return registerUser(input, ctx);
}
