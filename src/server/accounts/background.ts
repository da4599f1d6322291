import "server-only";
import { logger } from "@/server/log/logger";

/**
 * Runs work after the answer has been decided, so the answer cannot tell what the work found (whether an
 * address has an account). Routes and actions pass Next's `after`; the default runs it detached.
 * A runner may return the work's promise (tests run it inline, or hold it to prove nothing ran before the answer).
 */
export type Background = (work: () => Promise<void>) => void | Promise<void>;

export const detached: Background = (work) => {
  void work().catch((error: unknown) => logger.error({ err: error }, "background work failed"));
};

/** Adapts a scheduler such as Next's `after(task)` and logs a failure instead of losing it. */
export function scheduledWith(schedule: (task: () => Promise<void>) => void): Background {
  return (work) =>
    schedule(() => work().catch((error: unknown) => void logger.error({ err: error }, "background work failed")));
}
