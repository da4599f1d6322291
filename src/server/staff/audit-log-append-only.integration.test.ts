import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { recordAudit } from "./audit";

describe("the audit log", () => {
  it("takes new rows and refuses every change or deletion, even from a hand-made query", async () => {
    const actor = await createStaff("manager", ["london"]);
    await getDb().transaction((tx) =>
      recordAudit(tx, actor, { action: "test.append_only", entity: "test", entityId: actor.userId, after: { n: 1 } }),
    );
    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.actorId, actor.userId));
    expect(row).toMatchObject({ action: "test.append_only", after: { n: 1 } });

    await expect(
      getDb().update(auditLog).set({ reason: "rewritten" }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(getDb().delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(getDb().execute(sql`truncate ${auditLog}`)).rejects.toThrow();
    const [after] = await getDb().select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
  });
});
