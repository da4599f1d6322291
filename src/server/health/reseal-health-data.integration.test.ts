import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, healthQuestionnaires } from "@/db/schema";
import { createCustomer } from "../../../tests/support/booking-fixtures";
import { NO_TO_EVERY_QUESTION } from "../../../tests/support/health-fixtures";
import { healthKeyRing } from "./health-keys";
import { submitHealthQuestionnaire } from "./health-review";
import { resealHealthData } from "./reseal-health-data";
import { open, parseKeyRing, type Sealed } from "./sealed-box";

const NOW = new Date("2045-09-01T08:00:00Z");

describe("key rotation of the health data", () => {
  it("seals every questionnaire again with the new first key, leaves nothing on the old one, and runs again as a no-op", async () => {
    const customer = await createCustomer();
    const { questionnaireId } = await submitHealthQuestionnaire(
      customer,
      { ...NO_TO_EVERY_QUESTION, medicines: "yes", medicinesDetails: "Metformin 500 mg" },
      { now: NOW },
    );
    const old = healthKeyRing();
    const id = `k${randomBytes(4).toString("hex")}`;
    const rotated = parseKeyRing(
      `${id}:${randomBytes(32).toString("base64")},${[...old.keys].map(([k, v]) => `${k}:${v.toString("base64")}`).join(",")}`,
    );

    // A second questionnaire of the same person, to cross a batch boundary (batches of one).
    await submitHealthQuestionnaire(customer, NO_TO_EVERY_QUESTION, { now: NOW });
    // This person's rows only: other test files share the database and its demo key.
    expect(await resealHealthData(rotated, { batch: 1, now: NOW, userId: customer.id })).toBe(2);
    const [row] = await getDb().select().from(healthQuestionnaires).where(eq(healthQuestionnaires.id, questionnaireId));
    expect((row!.sealed as Sealed).k).toBe(id);
    // Readable with the new key alone: the old one can go.
    const newOnly = parseKeyRing(`${id}:${rotated.keys.get(id)!.toString("base64")}`);
    expect(open<{ details: Record<string, string> }>(newOnly, row!.sealed as Sealed).details.medicines).toBe(
      "Metformin 500 mg",
    );
    expect(() => open(old, row!.sealed as Sealed)).toThrow(/no longer configured/);
    const [left] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(healthQuestionnaires)
      .where(sql`${healthQuestionnaires.userId} = ${customer.id} and ${healthQuestionnaires.sealed}->>'k' <> ${id}`);
    expect(left!.n).toBe(0);

    expect(await resealHealthData(rotated, { now: NOW, userId: customer.id })).toBe(0);
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.action, "health.reseal"));
    expect(audits.filter((a) => a.entityId === id)).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toMatch(/Metformin/);
  });
});
