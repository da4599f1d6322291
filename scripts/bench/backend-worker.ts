/**
 * One database's back-end figures for `npm run bench`, in a process of its own (so each database starts
 * cold and the site's one pool per process is the pool measured): a throwaway database (embedded PGlite
 * in a temporary folder, or a database created on a PostgreSQL server and dropped afterwards), migrated
 * and seeded like a real install, 10,000 bookings in London, then
 *
 * - month and day availability at the HTTP boundary: POST /api/v2/my_center/get_bookable_seat_map and
 *   /get_bookable_seat, one request at a time over a kept-alive connection, to a Node HTTP server that hands
 *   each request to the route's own handler (validation, envelope, translation included; Next's router is not,
 *   since the bench does not build the site);
 * - order placement: rounds of 20 buyers at once, each a customer of its own at a time of its own, through
 *   placeOrder (what the checkout API calls), on the site's pool (DB_POOL_MAX, 5 per process).
 *
 * Domain modules import `server-only`, which refuses plain Node; as in the tests (vitest.config.ts), it is
 * resolved to an empty module here, and the rest resolves as Node does (no react-server condition).
 * Prints its result as one JSON line after RESULT_MARK. BENCH_DB: "pglite" or "postgres" (then
 * BENCH_POSTGRES_URL, an admin URL).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { registerHooks } from "node:module";
import { Pool } from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../src/db/embedded";
import { resetTestDatabase } from "../../tests/setup/reset-database";
import { seedBookings } from "./seed-bookings";

registerHooks({
  resolve(specifier, context, nextResolve) {
    return specifier === "server-only"
      ? { url: "data:text/javascript,export {};", shortCircuit: true }
      : nextResolve(specifier, context);
  },
});

export const RESULT_MARK = "BENCH_RESULT ";

export interface WorkerResult {
  database: string;
  seeded: { bookings: number; holds: number; first: string; last: string };
  monthHttp: number[];
  dayHttp: number[];
  monthDirect: number[];
  orders: { ms: number[]; errors: string[]; concurrency: number; rounds: number; poolMax: number };
}

const MONTH_SAMPLES = Number(process.env.BENCH_MONTH_SAMPLES ?? 150);
const DAY_SAMPLES = Number(process.env.BENCH_DAY_SAMPLES ?? 300);
const BUYERS = 20;
const ROUNDS = Number(process.env.BENCH_ORDER_ROUNDS ?? 5);

async function throwawayDatabase(kind: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "aurum-bench-"));
    const embedded: EmbeddedDatabase = await startEmbeddedDatabase({ dataDir, port: 0 });
    return {
      url: embedded.url,
      async drop() {
        await embedded.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = new URL(process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `aurum_bench_${process.pid}_${Date.now()}`;
  const adminPool = new Pool({ connectionString: admin.toString(), max: 1 });
  await adminPool.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await adminPool.query(`drop database if exists ${name} with (force)`);
      await adminPool.end();
    },
  };
}

/** A Node HTTP server handing each request to a route handler, as the production server hands it to Next. */
async function serveRoutes(
  routes: Record<string, (request: Request) => Promise<Response>>,
): Promise<{ server: Server; port: number }> {
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const handler = routes[req.url?.split("?")[0] ?? ""];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const response = await handler(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : 0 };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POST a JSON body; the time from sending to the whole answer read, and the parsed envelope. */
function post(
  port: number,
  pathname: string,
  body: unknown,
): Promise<{ ms: number; status: number; json: { code: number; data: unknown } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const ms = performance.now() - started;
          try {
            resolve({ ms, status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function main(): Promise<WorkerResult> {
  const kind = process.env.BENCH_DB ?? "pglite";
  const database = await throwawayDatabase(kind);
  try {
    await resetTestDatabase(database.url);
    process.env.DATABASE_URL = database.url;
    // Domain modules read DATABASE_URL on first use: import them only now.
    const { closeDb } = await import("../../src/db/client");
    const { clinicId, createCustomer, at } = await import("../../tests/support/booking-fixtures");
    const { addClinicDays, clinicDayOf, daysOfMonth } = await import("@/shared/clinic-time");
    const { getMonthAvailability } = await import("../../src/server/availability/get-availability");
    const { placeOrder } = await import("../../src/server/orders/place-order");
    const seatMap = await import("../../src/app/api/v2/my_center/get_bookable_seat_map/route");
    const seat = await import("../../src/app/api/v2/my_center/get_bookable_seat/route");

    const now = new Date();
    const london = await clinicId("london");
    const owner = await createCustomer();
    const seedPool = new Pool({ connectionString: database.url, max: 1 });
    const seeded = await seedBookings(seedPool, {
      clinicId: london,
      customerId: owner.id,
      now,
      holdExpiresAt: new Date(now.getTime() + 3 * 3_600_000),
    });
    await seedPool.end();

    // The calendar's next three months and the next March (the month London's clocks go forward, within the
    // twelve months the calendar offers), and every day in them, asked in turn.
    const today = clinicDayOf(now, "Europe/London");
    const [year, month] = today.split("-").map(Number) as [number, number];
    const monthAfter = (n: number) =>
      `${year + Math.floor((month + n - 1) / 12)}-${String(((month + n - 1) % 12) + 1).padStart(2, "0")}`;
    const months = [...new Set([1, 2, 3, (3 - month + 12) % 12 || 12].map(monthAfter))];
    const days = months.flatMap((m) => daysOfMonth(m));
    const { server, port } = await serveRoutes({
      "/api/v2/my_center/get_bookable_seat_map": seatMap.POST,
      "/api/v2/my_center/get_bookable_seat": seat.POST,
    });

    const askMonth = async (i: number) => {
      const answer = await post(port, "/api/v2/my_center/get_bookable_seat_map", {
        store_id: london,
        month: months[i % months.length],
        duration: 60,
      });
      const got = (answer.json.data as { days?: unknown[] } | undefined)?.days;
      if (answer.status !== 200 || answer.json.code !== 2000 || !got?.length)
        throw new Error(`month answer ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
      return answer.ms;
    };
    const askDay = async (i: number) => {
      const answer = await post(port, "/api/v2/my_center/get_bookable_seat", {
        store_id: london,
        date: days[i % days.length],
        duration: 60,
      });
      if (answer.status !== 200 || answer.json.code !== 2000)
        throw new Error(`day answer ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
      return answer.ms;
    };
    for (let i = 0; i < 15; i++) await askMonth(i);
    for (let i = 0; i < 30; i++) await askDay(i);
    const monthHttp: number[] = [];
    for (let i = 0; i < MONTH_SAMPLES; i++) monthHttp.push(await askMonth(i));
    const dayHttp: number[] = [];
    for (let i = 0; i < DAY_SAMPLES; i++) dayHttp.push(await askDay(i));
    const monthDirect: number[] = [];
    for (let i = 0; i < Math.min(MONTH_SAMPLES, 60); i++) {
      const started = performance.now();
      await getMonthAvailability({ clinicId: london, month: months[i % months.length]!, durationMinutes: 60 });
      monthDirect.push(performance.now() - started);
    }
    await new Promise((resolve) => server.close(resolve));
    agent.destroy();

    // Buyers: after the seeded diary, each round one day per buyer, each round an hour later.
    const firstDay = addClinicDays(clinicDayOf(new Date(seeded.last), "Europe/London"), 2);
    const orderMs: number[] = [];
    const errors: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createCustomer()));
      await Promise.all(
        buyers.map(async (buyer, b) => {
          const startsAt = at(addClinicDays(firstDay, b), `${String(9 + round).padStart(2, "0")}:00`, "Europe/London");
          const started = performance.now();
          try {
            await placeOrder(buyer, {
              clinicId: london,
              startsAt,
              lines: [{ code: "AFI", quantity: 1 }],
              paymentMethod: "clinic",
              acceptTerms: true,
              holderKey: `bench-${randomUUID()}`,
              locale: "en",
            });
            orderMs.push(performance.now() - started);
          } catch (error) {
            errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
          }
        }),
      );
    }
    await closeDb();
    return {
      database: kind,
      seeded: { ...seeded, first: seeded.first.toISOString(), last: seeded.last.toISOString() },
      monthHttp,
      dayHttp,
      monthDirect,
      orders: {
        ms: orderMs,
        errors,
        concurrency: BUYERS,
        rounds: ROUNDS,
        poolMax: Number(process.env.DB_POOL_MAX ?? 5),
      },
    };
  } finally {
    await database.drop();
  }
}

const result = await main();
console.log(RESULT_MARK + JSON.stringify(result));
process.exit(0);
