import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { isAppError } from "@/server/errors/app-error";
import { logger } from "@/server/log/logger";

export type SignInMethod = "password" | "code" | "second_factor";
export type SignInOutcome = "success" | "failure" | "locked" | "rejected" | "error";

/**
 * The account a sign-in attempt named, as a short digest: operators can follow the attempts on one account
 * across addresses without the log holding e-mail addresses (ASVS 16.2.5, 16.3.1).
 */
export function accountDigest(email: unknown): string | undefined {
  if (typeof email !== "string" || !email) return undefined;
  return createHash("sha256").update(email.trim().toLowerCase().slice(0, 254)).digest("hex").slice(0, 16);
}

function outcomeOf(error: unknown): SignInOutcome {
  if (isAppError(error)) return error.code === "RATE_LIMITED" ? "locked" : "failure";
  return error instanceof z.ZodError ? "rejected" : "error";
}

export interface SignInLogEntry {
  event: "auth.sign_in";
  method: SignInMethod;
  outcome: SignInOutcome;
  account?: string;
  userId?: string;
  ip: string;
}

export type SignInLogSink = (entry: SignInLogEntry) => void;

const toLog: SignInLogSink = (entry) =>
  entry.outcome === "success" ? logger.info(entry, "sign-in") : logger.warn(entry, "sign-in refused");

/**
 * Every sign-in attempt, successful or not, leaves one log line (ASVS 16.3.1): method, outcome, the account's
 * digest, the user id once known, the client address. Never the password or code. The attempt's own answer
 * and error pass through unchanged.
 */
export async function logSignIn<T extends { userId: string }>(
  method: SignInMethod,
  context: { ip: string; email?: unknown; userId?: string },
  attempt: () => Promise<T>,
  sink: SignInLogSink = toLog,
): Promise<T> {
  const account = accountDigest(context.email);
  try {
    const result = await attempt();
    sink({ event: "auth.sign_in", method, outcome: "success", account, userId: result.userId, ip: context.ip });
    return result;
  } catch (error) {
    sink({
      event: "auth.sign_in",
      method,
      outcome: outcomeOf(error),
      account,
      ...(context.userId ? { userId: context.userId } : {}),
      ip: context.ip,
    });
    throw error;
  }
}
