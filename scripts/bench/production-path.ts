/**
 * The production path (issue 44): what a visitor waits for, measured through the same server `npm start` runs
 * (scripts/serve.ts: its request pipeline, Next's router and proxy, logging and compression), over the bench site's
 * embedded database with a year of bookings (seed-year.ts, 100,000 over every clinic's chairs). One request at a time
 * over a kept-alive connection, from this process, after a warm-up.
 *
 * Beside each availability figure the same use case called in this process on the same database ("domain call"),
 * so the pipeline's own cost is the difference; a trivial API call (`/api/get_ip_country`, no database) measures the
 * pipeline alone. Pages rendered per request (the account, My Bookings, checkout, the staff day schedule of the
 * clinic's busiest day) and the not-found page are timed to the last byte, and the not-found page's first HTML must
 * already carry its heading (a page drawn by script shows nothing until it runs).
 */
import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest, Agent } from "node:http";
import { registerHooks } from "node:module";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { Pool } from "pg";
import { cookieName } from "../../src/config/cookies";
import { latencyRow, ms, quantile, type BenchRow, type BenchSection } from "./report";
import { seedYear } from "./seed-year";
import { benchSite } from "./site";

// Domain modules import `server-only`, which refuses plain Node: an empty module here, as in the tests.
registerHooks({
  resolve(specifier, context, nextResolve) {
    return specifier === "server-only"
      ? { url: "data:text/javascript,export {};", shortCircuit: true }
      : nextResolve(specifier, context);
  },
});

/** Issue 44's goals, in ms at p95. */
export const PRODUCTION_GOALS = { monthP95: 15, dayP95: 8, pipelineP95: 3, pageP95: 100, notFoundP95: 300 } as const;

const SAMPLES = Number(process.env.BENCH_PATH_SAMPLES ?? 200);
const PAGE_SAMPLES = Number(process.env.BENCH_PAGE_SAMPLES ?? 40);

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  ms: number;
  status: number;
  body: string;
}

/** One request over the kept-alive connection; the time from sending to the whole answer read. */
function send(base: string, method: "GET" | "POST", pathname: string, headers: Record<string, string>, body?: string) {
  const url = new URL(pathname, base);
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        headers: {
          "accept-encoding": "gzip",
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const elapsed = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ ms: elapsed, status: res.statusCode ?? 0, body: body.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function sample(count: number, ask: (i: number) => Promise<number>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, count); i++) await ask(i);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await ask(i));
  return out;
}

/**
 * An administrator with a session past the second factor, written as sessions.ts and the sign-in would (a staff
 * session lasts 30 minutes from its last use: one that claims longer is ended as forged).
 */
async function staffCookie(pool: Pool): Promise<string> {
  const token = randomBytes(24).toString("hex");
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (email, first_name, last_name, locale, referral_code, role, email_verified_at)
     values ($1, 'Bench', 'Admin', 'en', $2, 'admin', now()) returning id`,
    [`bench-admin-${token.slice(0, 8)}@example.com`, `BADM${token.slice(0, 6).toUpperCase()}`],
  );
  await pool.query(
    `insert into sessions (id, user_id, persistent, expires_at, second_factor_at) values ($1, $2, false, now() + interval '20 minutes', now())`,
    [createHash("sha256").update(token).digest("hex"), rows[0]!.id],
  );
  return `${cookieName("aurum_session", true)}=${token}; ${cookieName("aurum_signed_in", true)}=1`;
}

function monthsAhead(today: string, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, n) => {
    const m = month - 1 + n;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
  });
}

export function productionPathSection(): BenchSection {
  return {
    name: "production path (npm start's server, 100,000 bookings)",
    run: async () => {
      const site = await benchSite();
      const databaseUrl = site.env.DATABASE_URL!;
      const pool = new Pool({ connectionString: databaseUrl, max: 1 });
      const rows: BenchRow[] = [];
      try {
        const now = new Date();
        const owner = await pool.query<{ id: string }>(
          `insert into users (email, first_name, last_name, locale, referral_code, email_verified_at)
           values ($1, 'Year', 'Owner', 'en', $2, now()) returning id`,
          [
            `bench-year-${randomBytes(4).toString("hex")}@example.com`,
            `BYR${randomBytes(3).toString("hex").toUpperCase()}`,
          ],
        );
        // The sections before this one share the site: the interactions' taps on a time left holds on London's
        // chairs, where the year's diary would overlap them (the no-overlap constraint refuses it). Let them go.
        await pool.query("delete from chair_slots where state = 'held'");
        const seedStarted = performance.now();
        const seeded = await seedYear(pool, {
          customerId: owner.rows[0]!.id,
          now,
          holdExpiresAt: new Date(now.getTime() + 3 * 3_600_000),
        });
        rows.push({
          measure: "seeded",
          value: `${seeded.bookings.toLocaleString("en-US")} bookings (${seeded.cancelled.toLocaleString("en-US")} cancelled), ${seeded.holds} live holds, ${seeded.clinics} clinics, ${seeded.chairs} chairs, ${seeded.first.toISOString().slice(0, 10)} to ${seeded.last.toISOString().slice(0, 10)}, in ${Math.round((performance.now() - seedStarted) / 1000)} s`,
          goal: "",
          verdict: "INFO",
        });
        const london = await pool.query<{ id: number; time_zone: string }>(
          "select id, time_zone from clinics where slug = 'london'",
        );
        const londonId = london.rows[0]!.id;
        const busiest = await pool.query<{ day: string; n: number }>(
          `select to_char(starts_at at time zone $2, 'YYYY-MM-DD') as day, count(*)::int as n from bookings
           where clinic_id = $1 and status <> 'cancelled' and starts_at > now()
           group by 1 order by 2 desc, 1 limit 1`,
          [londonId, london.rows[0]!.time_zone],
        );
        const admin = await staffCookie(pool);

        // The domain modules read DATABASE_URL on first use: this process's calls go to the bench site's database.
        process.env.DATABASE_URL = databaseUrl;
        const { clinicDayOf, daysOfMonth } = await import("@/shared/clinic-time");
        const { getMonthAvailability, getDayAvailability } =
          await import("../../src/server/availability/get-availability");
        const { closeDb } = await import("../../src/db/client");
        const today = clinicDayOf(now, "Europe/London");
        const months = monthsAhead(today, 12);
        const days = months
          .slice(0, 3)
          .flatMap((m) => daysOfMonth(m))
          .filter((d) => d > today);

        const json = { "content-type": "application/json", origin: site.base };
        const apiOk = (answer: Answer, what: string) => {
          if (answer.status !== 200 || !answer.body.includes('"code":2000'))
            throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          return answer.ms;
        };
        const monthHttp = await sample(SAMPLES, async (i) =>
          apiOk(
            await send(
              site.base,
              "POST",
              "/api/v2/my_center/get_bookable_seat_map",
              json,
              JSON.stringify({ store_id: londonId, month: months[i % months.length], duration: 60 }),
            ),
            "month",
          ),
        );
        // A visitor right after someone else's write at the clinic: the kept answers are of an older version
        // (decision 269), so each call reads the month again. A write that changes nothing still bumps the version.
        const monthAfterWrite = await sample(Math.min(SAMPLES, 100), async (i) => {
          await pool.query("update clinic_chairs set active = active where clinic_id = $1", [londonId]);
          return apiOk(
            await send(
              site.base,
              "POST",
              "/api/v2/my_center/get_bookable_seat_map",
              json,
              JSON.stringify({ store_id: londonId, month: months[i % months.length], duration: 60 }),
            ),
            "month after a write",
          );
        });
        const dayHttp = await sample(SAMPLES, async (i) =>
          apiOk(
            await send(
              site.base,
              "POST",
              "/api/v2/my_center/get_bookable_seat",
              json,
              JSON.stringify({ store_id: londonId, date: days[i % days.length], duration: 60 }),
            ),
            "day",
          ),
        );
        const trivial = await sample(SAMPLES, async () =>
          apiOk(await send(site.base, "GET", "/api/get_ip_country", {}), "get_ip_country"),
        );
        const monthDirect = await sample(Math.min(SAMPLES, 100), async (i) => {
          const started = performance.now();
          await getMonthAvailability(
            { clinicId: londonId, month: months[i % months.length]!, durationMinutes: 60 },
            now,
          );
          return performance.now() - started;
        });
        const dayDirect = await sample(Math.min(SAMPLES, 100), async (i) => {
          const started = performance.now();
          await getDayAvailability({ clinicId: londonId, day: days[i % days.length]!, durationMinutes: 60 }, now);
          return performance.now() - started;
        });
        await closeDb();
        rows.push(
          latencyRow("month availability (London, 60 min), through the server", monthHttp, PRODUCTION_GOALS.monthP95),
          latencyRow("  the same, domain call only (diagnostic)", monthDirect, null),
          latencyRow("  the same, right after a write at the clinic (nothing kept; diagnostic)", monthAfterWrite, null),
          latencyRow("one day availability, through the server", dayHttp, PRODUCTION_GOALS.dayP95),
          latencyRow("  the same, domain call only (diagnostic)", dayDirect, null),
          latencyRow("trivial API call (get_ip_country): the pipeline alone", trivial, PRODUCTION_GOALS.pipelineP95),
        );

        const pages: { measure: string; path: string; cookie: string }[] = [
          { measure: "account home, rendered per request", path: "/us/en/account", cookie: site.customerCookie },
          { measure: "My Bookings", path: "/us/en/account/bookings", cookie: site.customerCookie },
          {
            measure: "checkout (one line in the basket)",
            path: "/us/en/book-online/checkout",
            cookie: site.customerCookie,
          },
          {
            measure: `staff day schedule (London, ${busiest.rows[0]?.n ?? 0} bookings)`,
            path: `/us/en/staff/schedule?clinic=london&day=${busiest.rows[0]?.day ?? today}`,
            cookie: admin,
          },
        ];
        for (const page of pages) {
          try {
            const times = await sample(PAGE_SAMPLES, async () => {
              const answer = await send(site.base, "GET", page.path, { cookie: page.cookie });
              if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
              return answer.ms;
            });
            rows.push(latencyRow(page.measure, times, PRODUCTION_GOALS.pageP95));
          } catch (error) {
            const value = error instanceof Error ? error.message : String(error);
            rows.push({ measure: page.measure, value, goal: `p95 < ${PRODUCTION_GOALS.pageP95} ms`, verdict: "FAIL" });
          }
        }

        let headingInHtml = true;
        const notFound = await sample(PAGE_SAMPLES, async (i) => {
          const answer = await send(site.base, "GET", `/us/${["en", "ar"][i % 2]}/no-such-page-${i}`, {
            "accept-encoding": "identity",
          });
          if (answer.status !== 404) throw new Error(`the not-found page answered ${answer.status}`);
          // Visible content is an element in the HTML, not text inside the script stream.
          headingInHtml &&= /<h1[^>]*>[^<]+</.test(answer.body);
          return answer.ms;
        });
        rows.push(latencyRow("not-found page (en, ar), last byte", notFound, PRODUCTION_GOALS.notFoundP95));
        rows.push({
          measure: "not-found page: heading in the first HTML",
          value: headingInHtml ? "yes, in every answer" : "no: drawn by script",
          goal: "in the HTML",
          verdict: headingInHtml ? "PASS" : "FAIL",
        });
        rows.push({
          measure: "pipeline share of month availability (p50)",
          value: ms(quantile(monthHttp, 0.5) - quantile(monthDirect, 0.5)),
          goal: "",
          verdict: "INFO",
        });
      } finally {
        agent.destroy();
        await pool.end();
      }
      return rows;
    },
  };
}
