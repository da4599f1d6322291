import "server-only";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, healthQuestionnaires } from "@/db/schema";
import { healthKeyRing } from "./health-keys";
import { reseal, type KeyRing, type Sealed } from "./sealed-box";

/**
 * Key rotation, the middle step (decision 181): every questionnaire sealed with an older key is sealed again with
 * the current one (the first of HEALTH_DATA_KEYS), in batches, each row locked while it is rewritten so a
 * customer answering at the same moment is never overwritten. Safe to run again: rows already on the current key
 * are left alone. Returns how many rows moved; one audit row says so (never what they hold).
 */
export async function resealHealthData(
  ring: KeyRing = healthKeyRing(),
  options: {
    batch?: number;
    now?: Date;
    /** One person only (a support case; tests sharing a database). */ userId?: string;
  } = {},
): Promise<number> {
  const batch = options.batch ?? 200;
  let moved = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const done = await getDb().transaction(async (tx) => {
      const rows = await tx
        .select({ id: healthQuestionnaires.id, sealed: healthQuestionnaires.sealed })
        .from(healthQuestionnaires)
        .where(
          and(
            gt(healthQuestionnaires.id, after),
            ne(sql`${healthQuestionnaires.sealed}->>'k'`, ring.current),
            options.userId ? eq(healthQuestionnaires.userId, options.userId) : undefined,
          ),
        )
        .orderBy(asc(healthQuestionnaires.id))
        .limit(batch)
        // Wait for a row another transaction holds (a review being written): skipping it would leave it on the old key.
        .for("update");
      for (const row of rows) {
        await tx
          .update(healthQuestionnaires)
          .set({ sealed: reseal(ring, row.sealed as Sealed) })
          .where(eq(healthQuestionnaires.id, row.id));
      }
      moved += rows.length;
      if (rows.length) after = rows.at(-1)!.id;
      return rows.length < batch;
    });
    if (done) break;
  }
  const [left] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(healthQuestionnaires)
    .where(
      and(
        ne(sql`${healthQuestionnaires.sealed}->>'k'`, ring.current),
        options.userId ? eq(healthQuestionnaires.userId, options.userId) : undefined,
      ),
    );
  if (left!.n > 0)
    throw new Error(
      `${left!.n} questionnaire(s) are still sealed with an older key (written during the run?): run it again before removing any key`,
    );
  if (moved)
    await getDb()
      .insert(auditLog)
      .values({
        at: options.now ?? new Date(),
        actorId: null,
        actorRole: "system",
        action: "health.reseal",
        entity: "health_questionnaire",
        entityId: ring.current,
        after: { rows: moved },
      });
  return moved;
}
