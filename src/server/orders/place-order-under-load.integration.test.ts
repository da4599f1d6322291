/**
 * 50 customers ask for the last chair at once, the way the site serves them: each request reads its session
 * and basket outside any transaction, then places the order; meanwhile other processes (the outbox worker,
 * a second instance) query the same database through their own pools. On the embedded database this used to
 * interleave connections (decision 090); on PostgreSQL (TEST_DATABASE_URL) it must hold the same way.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the race is a real race (the site's own pool is 5 per process).
  process.env.DB_POOL_MAX = "25";
});

import { createPool, getDb } from "@/db/client";
import { createSession, validateSessionToken } from "@/server/accounts/sessions";
import { addToServerBasket, getServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { sqlStateOf } from "@/server/errors/pg-error";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { bookedChairSlotsAt } from "../../../tests/support/order-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { placeOrder } from "./place-order";
import { randomUUID } from "node:crypto";

const NOW = new Date("2030-01-01T12:00:00Z");
const DEADLINE_MS = 25_000;
const seeded = seededClinicIds("CAPE_TOWN");
const otherProcesses = Array.from({ length: 3 }, () => createPool(process.env.DATABASE_URL!, 4));

afterAll(async () => {
  await Promise.all(otherProcesses.map((p) => p.end()));
});

function withDeadline<T>(promise: Promise<T>, ms = DEADLINE_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (hung)`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

describe("the last chair under load", () => {
  it("50 concurrent checkouts beside other pools: one winner, 49 'just taken', no other error, no hang", async () => {
    const startsAt = at("2030-02-19", "15:00", "Africa/Johannesburg");
    for (let i = 0; i < 3; i++) {
      await placeOrder(
        await createCustomer(),
        {
          clinicId: seeded.CAPE_TOWN,
          startsAt,
          lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
          paymentMethod: "clinic",
          acceptTerms: true,
          holderKey: `load-${randomUUID()}`,
          locale: "en",
        },
        { now: NOW },
      );
    }
    const racers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const customer = await createCustomer();
        await addToServerBasket(customer.id, seeded.CAPE_TOWN, [{ code: "AFI", optionCode: null, quantity: 1 }]);
        const session = await createSession(customer.id, false, NOW);
        return { customer, token: session.token };
      }),
    );

    let background = 0;
    let stop = false;
    const tag = `load-${randomUUID()}`;
    // The other processes keep the database busy the whole time, with parameterized statements and transactions.
    const noise = otherProcesses.map(async (pool, p) => {
      while (!stop) {
        const r = await pool.query<{ v: string }>("select $1::text || ':' || $2::text as v", [tag, String(p)]);
        if (r.rows[0]?.v !== `${tag}:${p}`)
          throw new Error(`process ${p} read another connection's row: ${JSON.stringify(r.rows)}`);
        const client = await pool.connect();
        try {
          await client.query("begin");
          await client.query("select count(*) from chair_slots where clinic_id = $1 and starts_at = $2", [
            seeded.CAPE_TOWN,
            startsAt,
          ]);
          await client.query("commit");
        } finally {
          client.release();
        }
        background += 1;
      }
    });

    const started = Date.now();
    const results = await Promise.allSettled(
      racers.map(({ customer, token }) =>
        withDeadline(
          (async () => {
            const check = await validateSessionToken(token, NOW);
            if (check.status !== "valid" || check.user.id !== customer.id)
              throw new Error(`session read as ${check.status}`);
            const basket = await getServerBasket(customer.id, seeded.CAPE_TOWN);
            if (basket.length !== 1) throw new Error(`basket read as ${JSON.stringify(basket)}`);
            return placeOrder(
              { id: customer.id },
              {
                clinicId: seeded.CAPE_TOWN,
                startsAt,
                lines: basket,
                paymentMethod: "clinic",
                acceptTerms: true,
                holderKey: `load-${randomUUID()}`,
                locale: "en",
              },
              { now: NOW },
            );
          })(),
        ),
      ),
    );
    const elapsed = Date.now() - started;
    stop = true;
    await withDeadline(Promise.all(noise));

    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    // Each unexpected loss with its SQLSTATE, so a failure says what PostgreSQL answered.
    const unexpected = lost
      .filter((r) => !(r.reason instanceof AppError && r.reason.code === "SLOT_TAKEN"))
      .map((r) => `${sqlStateOf(r.reason) ?? "no SQLSTATE"}: ${String(r.reason)}`);
    expect(unexpected).toEqual([]);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(background).toBeGreaterThan(0);

    const live = await bookedChairSlotsAt(seeded.CAPE_TOWN, startsAt);
    expect(new Set(live.map((s) => s.chairId)).size).toBe(4);
    expect(live).toHaveLength(4);

    // Every pool client came back: nobody waits, nothing is stuck in a transaction.
    for (const pool of otherProcesses) expect(pool.waitingCount).toBe(0);
    const stuck = await getDb().execute<{ n: number }>(sql`select 1 as n`);
    expect(stuck.rows[0]!.n).toBe(1);
    console.log(`[load] 50 checkouts in ${elapsed} ms beside ${background} background transactions`);
  });
});
