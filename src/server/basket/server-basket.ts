import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { basketLines, baskets, clinics } from "@/db/schema";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import { basketSchema, type BasketLineInput } from "./basket-schema";

/**
 * A signed-in customer's basket, one per clinic ("store", docs/product/entities.md). After sign-in the server's list is
 * the truth: the browser's basket is merged in once, then replaced by what this returns.
 */
/** An unknown clinic is the original site's "select booking clinic", never a foreign-key violation (issue 8). */
async function assertClinic(db: Tx | ReturnType<typeof getDb>, clinicId: number): Promise<void> {
  const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId));
  if (!clinic) throw new AppError("CLINIC_REQUIRED", {}, { store_id: "booking.form.selectClinic" });
}

async function basketId(tx: Tx, customerId: string, clinicId: number): Promise<number> {
  await assertClinic(tx, clinicId);
  const [row] = await tx
    .insert(baskets)
    .values({ userId: customerId, clinicId })
    .onConflictDoUpdate({ target: [baskets.userId, baskets.clinicId], set: { updatedAt: new Date() } })
    .returning({ id: baskets.id });
  return row!.id;
}

async function readLines(tx: Tx | ReturnType<typeof getDb>, id: number): Promise<BasketLineInput[]> {
  const rows = await tx
    .select({ code: basketLines.itemCode, optionCode: basketLines.optionCode, quantity: basketLines.quantity })
    .from(basketLines)
    .where(eq(basketLines.basketId, id))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.id));
  return rows.map((r) => ({ code: r.code, optionCode: r.optionCode || null, quantity: r.quantity }));
}

export async function getServerBasket(customerId: string, clinicId: number): Promise<BasketLineInput[]> {
  const db = getDb();
  await assertClinic(db, clinicId);
  const [row] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.userId, customerId), eq(baskets.clinicId, clinicId)));
  return row ? readLines(db, row.id) : [];
}

/**
 * Add lines: an item already there (same add-on choice) gains the quantity, others are appended (docs/product/entities.md). With a
 * merge id (the browser's, for one merge at sign-in), a merge already applied to this basket under that id adds
 * nothing: the browser sends a merge again when its page was left before the answer came.
 */
export async function addToServerBasket(
  customerId: string,
  clinicId: number,
  lines: BasketLineInput[],
  mergeId?: string,
): Promise<BasketLineInput[]> {
  const parsed = basketSchema.parse(lines);
  return getDb().transaction(async (tx) => {
    const id = await basketId(tx, customerId, clinicId);
    if (mergeId) {
      // basketId() locked the basket's row: of two sends of one merge, the second waits here and finds the id taken.
      const fresh = await tx
        .update(baskets)
        .set({ lastMergeId: mergeId })
        .where(and(eq(baskets.id, id), sql`${baskets.lastMergeId} is distinct from ${mergeId}::uuid`))
        .returning({ id: baskets.id });
      if (fresh.length === 0) return readLines(tx, id);
    }
    for (const line of parsed) {
      await tx
        .insert(basketLines)
        .values({ basketId: id, itemCode: line.code, optionCode: line.optionCode ?? "", quantity: line.quantity })
        .onConflictDoUpdate({
          target: [basketLines.basketId, basketLines.itemCode, basketLines.optionCode],
          set: { quantity: sql`least(20, ${basketLines.quantity} + excluded.quantity)` },
        });
    }
    return readLines(tx, id);
  });
}

/** Merge the browser's basket into the server's at sign-in; the answer is the truth from now on. */
export const mergeIntoServerBasket = addToServerBasket;

/** The most lines a server basket holds (the browser's basket schema's limit). */
const MAX_LINES = 50;

/** Set a line's quantity, adding the line when it is not there yet (docs/product/api.md operate a cart line); 0 removes it. */
export async function setServerBasketLine(
  customerId: string,
  clinicId: number,
  line: { code: string; optionCode: string | null; quantity: number },
): Promise<BasketLineInput[]> {
  return getDb().transaction(async (tx) => {
    const id = await basketId(tx, customerId, clinicId);
    const match = and(
      eq(basketLines.basketId, id),
      eq(basketLines.itemCode, line.code),
      eq(basketLines.optionCode, line.optionCode ?? ""),
    );
    if (line.quantity <= 0) {
      await tx.delete(basketLines).where(match);
      return readLines(tx, id);
    }
    const updated = await tx
      .update(basketLines)
      .set({ quantity: Math.min(20, line.quantity) })
      .where(match)
      .returning({ id: basketLines.id });
    if (!updated.length) {
      // basketId() locked the basket row (its upsert), so two calls cannot both pass the count.
      if ((await readLines(tx, id)).length >= MAX_LINES)
        throw new AppError("VALIDATION", {}, { goods_code: "errors.app.basketFull" });
      await tx
        .insert(basketLines)
        .values({
          basketId: id,
          itemCode: line.code,
          optionCode: line.optionCode ?? "",
          quantity: Math.min(20, line.quantity),
        })
        .onConflictDoUpdate({
          target: [basketLines.basketId, basketLines.itemCode, basketLines.optionCode],
          set: { quantity: sql`excluded.quantity` },
        });
    }
    return readLines(tx, id);
  });
}

/** Make a clinic's basket exactly these lines, inside the caller's transaction (a waitlist offer taken to checkout). */
export async function replaceServerBasket(
  tx: Tx,
  customerId: string,
  clinicId: number,
  lines: BasketLineInput[],
): Promise<void> {
  const parsed = basketSchema.parse(lines);
  const id = await basketId(tx, customerId, clinicId);
  await tx.delete(basketLines).where(eq(basketLines.basketId, id));
  if (parsed.length) {
    await tx.insert(basketLines).values(
      parsed.map((line) => ({
        basketId: id,
        itemCode: line.code,
        optionCode: line.optionCode ?? "",
        quantity: line.quantity,
      })),
    );
  }
}

/** Delete a line by goods code (every add-on choice of it). */
export async function removeFromServerBasket(
  customerId: string,
  clinicId: number,
  code: string,
): Promise<BasketLineInput[]> {
  return getDb().transaction(async (tx) => {
    const id = await basketId(tx, customerId, clinicId);
    await tx.delete(basketLines).where(and(eq(basketLines.basketId, id), eq(basketLines.itemCode, code)));
    return readLines(tx, id);
  });
}

/**
 * The basket a signed-in customer's basket page opens on, rendered on the server (issue 11): the clinic basket they
 * changed last, when it has lines. The browser then shows its own copy, which mirrors the same basket.
 */
export async function latestServerBasket(
  customerId: string,
): Promise<{ clinicId: number; lines: BasketLineInput[] } | null> {
  const db = getDb();
  const [row] = await db
    .select({ id: baskets.id, clinicId: baskets.clinicId })
    .from(baskets)
    .where(
      and(
        eq(baskets.userId, customerId),
        sql`exists (select 1 from ${basketLines} where ${basketLines.basketId} = ${baskets.id})`,
      ),
    )
    .orderBy(sql`${baskets.updatedAt} desc`, sql`${baskets.id} desc`)
    .limit(1);
  return row ? { clinicId: row.clinicId, lines: await readLines(db, row.id) } : null;
}
