/**
 * Many instances, one truth (issue 43): two instances of one production build behind nginx, on one PostgreSQL,
 * sharing an S3-compatible store, as `npm run cluster` starts them (scripts/lib/cluster.ts), with real SMTP (the
 * in-process smtp-server) and a database relay the test can cut. Each instance keeps its local folder apart, as two
 * machines would. Requests go to an instance directly where the test must say which ("through A", "on B"), and
 * through nginx where a visitor would.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../scripts/lib/cluster";
import { scrapeActionForms } from "../fuzz/action-forms";
import { startSmtpTestServer } from "../support/smtp-test-server";
import { tinyPng } from "../support/png";

const database = process.env.CLUSTER_TEST_DATABASE ?? "aurum_cluster_test";
let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let db: Pool;
let A = "";
let B = "";

/** Cookie names as production serves them (`__Host-`). */
const SESSION_COOKIE = "__Host-aurum_session";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const dateAhead = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  cluster = await startCluster({
    database,
    fresh: true,
    instances: 2,
    databaseRelay: true,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL: "",
      MAIL_POLL_MS: "300",
      HOUSEKEEPING_INTERVAL_MS: "1000",
      // Its load comes from one address, faster than any hotel: the address's flood guard would ask for proofs.
      HOLDS_PER_ADDRESS_BEFORE_PROOF: "100000",
      HOLDS_PER_ADDRESS_PER_HOUR: "100000",
      LOG_LEVEL: "warn",
    },
    log: (line) => console.log(line),
  });
  [A, B] = cluster.instances.map((instance) => instance.base) as [string, string];
  db = new Pool({ connectionString: cluster.databaseUrl, max: 10 });
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await smtp?.close();
});

/** A customer with a session straight in the database; the token goes in the Authorization header (docs/product/api.md). */
async function customer(tag: string): Promise<{ id: string; email: string; token: string }> {
  const token = randomBytes(24).toString("hex");
  const email = `cluster-${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const { rows } = await db.query<{ id: string }>(
    "insert into users (email, first_name, last_name, referral_code, email_verified_at) values ($1, 'Cluster', $2, $3, now()) returning id",
    [email, `Customer ${tag}`, `CL${randomUUID().slice(0, 8)}`.toUpperCase()],
  );
  await db.query(
    "insert into sessions (id, user_id, persistent, expires_at) values ($1, $2, false, now() + interval '1 hour')",
    [sha256(token), rows[0]!.id],
  );
  return { id: rows[0]!.id, email, token };
}

/** A London manager signed in with both factors: the cookie for the back office. */
async function manager(): Promise<string> {
  const token = randomBytes(24).toString("hex");
  const tag = randomUUID().slice(0, 8);
  const { rows } = await db.query<{ id: string }>(
    "insert into users (email, first_name, last_name, role, referral_code) values ($1, 'Cluster', 'Manager', 'manager', $2) returning id",
    [`manager-${tag}@aurum.test`, `M${tag}`.toUpperCase()],
  );
  await db.query("insert into staff_clinics (user_id, clinic_id) select $1, id from clinics where slug = 'london'", [
    rows[0]!.id,
  ]);
  await db.query(
    // Within the back office's 30-minute idle window (a longer end reads as a session from before a role change).
    "insert into sessions (id, user_id, persistent, expires_at, second_factor_at) values ($1, $2, false, now() + interval '20 minutes', now())",
    [sha256(token), rows[0]!.id],
  );
  return `${SESSION_COOKIE}=${token}`;
}

/** Posts a back-office form as a browser without JavaScript does, through one instance. */
async function submitForm(
  base: string,
  page: string,
  cookie: string,
  pick: (fields: Record<string, unknown>) => boolean,
  values: Record<string, string | Blob>,
) {
  const html = await (await fetch(`${base}${page}`, { headers: { cookie } })).text();
  const form = scrapeActionForms(page, html, "x@example.com").find((f) => pick(f.seed));
  if (!form) throw new Error(`no such form on ${page}: ${html.slice(0, 300)}`);
  const body = new FormData();
  for (const [name, value] of form.actionFields) body.append(name, value);
  for (const [name, value] of Object.entries({ ...form.seed, ...values })) {
    if (value instanceof Blob) body.append(name, value, "photo.png");
    else body.append(name, String(value));
  }
  const response = await fetch(`${base}${page}`, { method: "POST", body, headers: { cookie, origin: base } });
  return { status: response.status, html: await response.text() };
}

async function until<T>(
  probe: () => Promise<T | null>,
  timeoutMs: number,
  everyMs = 25,
): Promise<{ value: T | null; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null || Date.now() - started > timeoutMs) return { value, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const servicePrice = async (base: string, pagePath: string) => {
  const html = await (await fetch(`${base}${pagePath}`, { headers: { "accept-encoding": "gzip" } })).text();
  return /data-testid="item-price"[^>]*>([^<]+)</.exec(html)?.[1] ?? null;
};

/**
 * When a visitor asking `base` for the page first got `price`, in milliseconds from now: when that request was sent
 * (what the instance knew then) and when its answer came (plus the time to render the page again). Asks every 25 ms,
 * one request after another, for at most five seconds.
 */
async function firstShowing(base: string, pagePath: string, price: string) {
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    const askedMs = Date.now() - started;
    if ((await servicePrice(base, pagePath)) === price) return { askedMs, answeredMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { askedMs: Infinity, answeredMs: Infinity };
}

async function metricsOf(index: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${cluster.instances[index]!.metricsPort}/metrics`)).text();
}
const counterValue = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, "m").exec(text)?.[1] ?? 0);

describe("many instances, one truth", () => {
  it("shows a price changed through instance A on instance B within a second, page and checkout quote", async () => {
    const item = { code: "IMB", page: "/uk/en/infusion/vitamin_immune_booster" };
    // B has the page in its caches (its page cache in front of Next, and Next's own store).
    for (let i = 0; i < 3; i++) expect(await servicePrice(B, item.page)).toBe("$399");
    const cookie = await manager();
    const [{ id: london }] = (await db.query<{ id: number }>("select id from clinics where slug = 'london'")).rows as [
      { id: number },
    ];
    const changed = await submitForm(
      A,
      `/uk/en/staff/catalogue/${item.code}?clinic=london`,
      cookie,
      (seed) => "price" in seed && "salePrice" in seed,
      {
        price: "455",
        salePrice: "",
        saleFrom: "",
        saleUntil: "",
        available: "on",
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.html).toContain("Saved. The site shows the new price now.");
    const seen = await firstShowing(B, item.page, "$455");
    console.log(
      `[cluster] the new price was on B's page ${seen.askedMs} ms after A answered (asked then; answered at ${seen.answeredMs} ms, B rendering the page again)`,
    );
    expect(seen.askedMs).toBeLessThan(1_000);
    // What the bus itself took: B's histogram of notification delays (sender's clock to B forgetting the pages).
    const bMetrics = await metricsOf(1);
    const delaySum = Number(/^aurum_page_invalidation_delay_seconds_sum (\S+)$/m.exec(bMetrics)?.[1] ?? NaN);
    const delayCount = Number(/^aurum_page_invalidation_delay_seconds_count (\S+)$/m.exec(bMetrics)?.[1] ?? NaN);
    console.log(
      `[cluster] B heard ${delayCount} revalidation(s), ${((delaySum / delayCount) * 1000).toFixed(1)} ms after they were sent, on average`,
    );
    expect(delayCount).toBeGreaterThan(0);

    const quote = await fetch(`${B}/api/v2/place_order/quote?lang=en`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: cluster.base },
      body: JSON.stringify({ clinicId: london, lines: [{ code: item.code, quantity: 1 }], paymentMethod: "clinic" }),
    });
    const quoted = (await quote.json()) as { code: number; data: { quote: { subtotalCents: number } } };
    expect(quoted.code).toBe(2000);
    expect(quoted.data.quote.subtotalCents).toBe(45_500);

    // And back: A's caches forget it too when B changes it.
    for (let i = 0; i < 2; i++) expect(await servicePrice(A, item.page)).toBe("$455");
    const reset = await submitForm(
      B,
      `/uk/en/staff/catalogue/${item.code}?clinic=london`,
      cookie,
      (seed) => "price" in seed && "salePrice" in seed,
      {
        price: "399",
        salePrice: "",
        saleFrom: "",
        saleUntil: "",
        available: "on",
      },
    );
    expect(reset.status).toBe(200);
    const back = await firstShowing(A, item.page, "$399");
    console.log(
      `[cluster] the price set back on B was on A's page ${back.askedMs} ms after B answered (asked then; answered at ${back.answeredMs} ms)`,
    );
    expect(back.askedMs).toBeLessThan(1_000);
  });

  it("serves on instance B a photo uploaded through instance A", async () => {
    const cookie = await manager();
    const png = tinyPng();
    const uploaded = await submitForm(A, "/uk/en/staff/photos/team/okafor", cookie, (seed) => "photo" in seed, {
      photo: new Blob([new Uint8Array(png)], { type: "image/png" }),
      "alt-en": "Dr Okafor in the London clinic",
    });
    expect(uploaded.status).toBe(200);
    const [row] = (
      await db.query<{ digest: string }>("select digest from photos where subject = 'team' and subject_key = 'okafor'")
    ).rows;
    expect(row?.digest).toBe(sha256Bytes(png));
    const served = await fetch(`${B}/media/photos/${row!.digest}.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it("gives the last chair to one of 50 customers ordering at once over both instances; the others hear 'just taken'", async () => {
    const [{ id: clinicId }] = (await db.query<{ id: number }>("select id from clinics where slug = 'cape-town'"))
      .rows as [{ id: number }];
    const chairs = (
      await db.query<{ id: number }>("select id from clinic_chairs where clinic_id = $1 order by id", [clinicId])
    ).rows;
    const day = dateAhead(40);
    const startsAt = new Date(`${day}T10:00:00Z`);
    for (const chair of chairs.slice(1))
      await db.query(
        "insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key) values ($1, $2, $3, $4, 'booked', $5)",
        [
          clinicId,
          chair.id,
          new Date(`${day}T05:00:00Z`),
          new Date(`${day}T20:00:00Z`),
          `cluster-race-${randomUUID()}`,
        ],
      );
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => customer(`race-${i}`)));
    const started = Date.now();
    const answers = await Promise.all(
      buyers.map(async (buyer, i) => {
        const response = await fetch(`${i % 2 ? B : A}/api/v2/place_order/placeRegisterBookingOrder?lang=en`, {
          method: "POST",
          headers: { authorization: buyer.token, "content-type": "application/json" },
          body: JSON.stringify({
            clinicId,
            startsAt: startsAt.toISOString(),
            lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
            paymentMethod: "clinic",
            acceptTerms: true,
            holderKey: `race-${randomUUID()}`,
            locale: "en",
          }),
          signal: AbortSignal.timeout(60_000),
        });
        return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
      }),
    );
    console.log(`[cluster] 50 orders over two instances answered in ${Date.now() - started} ms`);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.body.code === 2000)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 5109)).toHaveLength(49);
    const live = await db.query(
      "select chair_id from chair_slots where clinic_id = $1 and state = 'booked' and starts_at <= $2 and ends_at > $2",
      [clinicId, startsAt],
    );
    expect(live.rowCount).toBe(chairs.length);
  });

  it("sends each of 100 queued mails exactly once with both instances' workers running", async () => {
    const before = await Promise.all([metricsOf(0), metricsOf(1)]);
    const tag = randomUUID().slice(0, 8);
    const addresses = Array.from({ length: 100 }, (_, i) => `outbox-${tag}-${i}@example.com`);
    await db.query(
      `insert into mail_outbox ("to", locale, template, props)
       select address, 'en', 'login-code', jsonb_build_object('firstName', 'Ada', 'code', '123456', 'minutes', 10)
         from unnest($1::text[]) as address`,
      [addresses],
    );
    const done = await until(
      async () => {
        const { rows } = await db.query<{ n: string }>(
          `select count(*) as n from mail_outbox where "to" = any($1) and status = 'sent'`,
          [addresses],
        );
        return Number(rows[0]!.n) === 100 ? true : null;
      },
      60_000,
      200,
    );
    expect(done.value).toBe(true);
    // Anything sent twice would arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const received = smtp.received.filter((mail) => mail.to.some((to) => to.includes(`outbox-${tag}-`)));
    const perAddress = new Map<string, number>();
    for (const mail of received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect(perAddress.size).toBe(100);
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
    const after = await Promise.all([metricsOf(0), metricsOf(1)]);
    const sentBy = [0, 1].map(
      (i) =>
        counterValue(after[i]!, "aurum_job_items_total", 'job="mail_outbox",result="sent"') -
        counterValue(before[i]!, "aurum_job_items_total", 'job="mail_outbox",result="sent"'),
    );
    console.log(`[cluster] 100 mails sent: ${sentBy.join(" by A, ")} by B`);
    expect(sentBy[0]! + sentBy[1]!).toBe(100);
  });

  it("expires unpaid card orders and sends visit reminders exactly once with both instances' housekeeping running", async () => {
    const [{ id: clinicId }] = (await db.query<{ id: number }>("select id from clinics where slug = 'london'"))
      .rows as [{ id: number }];
    const before = await Promise.all([metricsOf(0), metricsOf(1)]);
    // Twenty visits in London, 10:00 to 14:00 UTC (inside its hours in winter and summer) a month ahead: ten to pay
    // in the clinic (their reminders are made due below), ten that become card orders never paid (the sandbox
    // charges a card at once; Stripe leaves an order awaiting its payment like this).
    const placed = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const buyer = await customer(`housekeeping-${i}`);
        const card = i % 2 === 1;
        const startsAt = new Date(
          `${dateAhead(30 + Math.floor(i / 5))}T${String(10 + (i % 5)).padStart(2, "0")}:00:00Z`,
        );
        const response = await fetch(`${i % 2 ? B : A}/api/v2/place_order/placeRegisterBookingOrder?lang=en`, {
          method: "POST",
          headers: { authorization: buyer.token, "content-type": "application/json" },
          body: JSON.stringify({
            clinicId,
            startsAt: startsAt.toISOString(),
            lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
            paymentMethod: "clinic",
            acceptTerms: true,
            holderKey: `housekeeping-${randomUUID()}`,
            locale: "en",
          }),
        });
        return { card, buyer, body: (await response.json()) as { code: number; msg: string } };
      }),
    );
    expect(
      placed.map((p) => p.body.code),
      JSON.stringify(placed.map((p) => p.body.msg)),
    ).toEqual(Array(20).fill(2000));
    const cardUsers = placed.filter((p) => p.card).map((p) => p.buyer.id);
    const visitUsers = placed.filter((p) => !p.card).map((p) => p.buyer.id);
    // As if time had passed: the card orders were placed 31 minutes ago, the visits' two-day reminders are due.
    await db.query(
      "update orders set payment_method = 'card', status = 'awaiting_payment', created_at = now() - interval '31 minutes' where user_id = any($1)",
      [cardUsers],
    );
    await db.query("update bookings set status = 'awaiting_payment' where user_id = any($1)", [cardUsers]);
    const { rowCount } = await db.query(
      `update booking_reminders set due_at = now() - interval '1 minute'
        where kind = 'two_days' and status = 'scheduled'
          and booking_id in (select id from bookings where user_id = any($1))`,
      [visitUsers],
    );
    expect(rowCount).toBe(10);
    const expired = await until(
      async () => {
        const { rows } = await db.query<{ n: string }>(
          "select count(*) as n from orders where user_id = any($1) and status = 'cancelled'",
          [cardUsers],
        );
        return Number(rows[0]!.n) === 10 ? true : null;
      },
      30_000,
      200,
    );
    expect(expired.value).toBe(true);
    const reminded = await until(
      async () => {
        const { rows } = await db.query<{ n: string }>(
          `select count(*) as n from booking_reminders r join bookings b on b.id = r.booking_id
          where b.user_id = any($1) and r.kind = 'two_days' and r.status = 'sent'`,
          [visitUsers],
        );
        return Number(rows[0]!.n) === 10 ? true : null;
      },
      30_000,
      200,
    );
    expect(reminded.value).toBe(true);
    // A few more runs on both instances, and the mails delivered: nothing was done twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { rows: mails } = await db.query<{ booking_id: string; n: string }>(
      `select bm.booking_id, count(*) as n from booking_mails bm join bookings b on b.id = bm.booking_id
        where b.user_id = any($1) and bm.purpose = 'reminder-two_days' group by bm.booking_id`,
      [visitUsers],
    );
    expect(mails).toHaveLength(10);
    expect(mails.every((r) => Number(r.n) === 1)).toBe(true);
    const emails = placed.filter((p) => !p.card).map((p) => p.buyer.email);
    const arrived = await until(
      async () => {
        const count = smtp.received.filter((mail) => mail.to.some((to) => emails.includes(to))).length;
        // Each visit's customer got the booking confirmation and one reminder.
        return count >= 20 ? count : null;
      },
      30_000,
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received.filter((mail) => mail.to.some((to) => emails.includes(to))).length).toBe(arrived.value);
    expect(arrived.value).toBe(20);
    const after = await Promise.all([metricsOf(0), metricsOf(1)]);
    const delta = (label: string) =>
      [0, 1].reduce(
        (sum, i) =>
          sum +
          counterValue(after[i]!, "aurum_job_items_total", label) -
          counterValue(before[i]!, "aurum_job_items_total", label),
        0,
      );
    expect(delta('job="expiry",result="expired"')).toBe(10);
    expect(delta('job="reminders",result="sent"')).toBe(10);
  });

  it("compares at most five sign-in code guesses spread over both instances", async () => {
    const person = await customer("codes");
    const code = "482913";
    await db.query(
      "insert into login_codes (user_id, code_hash, attempts, expires_at) values ($1, $2, 0, now() + interval '10 minutes')",
      [person.id, sha256(`${person.id}:${code}`)],
    );
    const guess = (base: string, value: string) =>
      fetch(`${base}/api/loginByVerifyCode?lang=en`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: cluster.base },
        body: JSON.stringify({ email: person.email, code: value, remember: "0" }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code: number } }));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i % 2 ? B : A, String(100000 + i))));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.body.code !== 2000)).toBe(true);
    const { rows } = await db.query<{ attempts: number }>("select attempts from login_codes where user_id = $1", [
      person.id,
    ]);
    expect(rows[0]?.attempts).toBeGreaterThan(0);
    expect(rows[0]?.attempts).toBeLessThanOrEqual(5);
    // Its five tries are spent: the right code is refused now, on either instance.
    expect((await guess(A, code)).body.code).not.toBe(2000);
  });

  it("drops no request and no booking while each instance is restarted in turn under steady load", async () => {
    const [{ id: clinicId }] = (await db.query<{ id: number }>("select id from clinics where slug = 'london'"))
      .rows as [{ id: number }];
    let bookingsAsked = 0;
    const buyers: string[] = [];
    const bookings: { status: number; code: number }[] = [];
    let loading = true;
    // Bookings keep coming through nginx, one after another, each for its own time.
    const booking = (async () => {
      let slot = 0;
      while (loading) {
        const buyer = await customer(`rolling-${slot}`);
        buyers.push(buyer.id);
        // 10:00 to 16:00 UTC, one an hour, a day after another from 50 days ahead.
        const startsAt = new Date(
          `${dateAhead(50 + Math.floor(slot / 7))}T${String(10 + (slot % 7)).padStart(2, "0")}:00:00Z`,
        );
        slot += 1;
        bookingsAsked += 1;
        const response = await fetch(`${cluster.base}/api/v2/place_order/placeRegisterBookingOrder?lang=en`, {
          method: "POST",
          headers: { authorization: buyer.token, "content-type": "application/json" },
          body: JSON.stringify({
            clinicId,
            startsAt: startsAt.toISOString(),
            lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
            paymentMethod: "clinic",
            acceptTerms: true,
            holderKey: `rolling-${randomUUID()}`,
            locale: "en",
          }),
        });
        bookings.push({ status: response.status, code: ((await response.json()) as { code: number }).code });
      }
    })();
    let instance: { stop(): void } | null = null;
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        { url: `${cluster.base}/us/en/faqs`, connections: 8, duration: 1_000, headers: { "accept-encoding": "gzip" } },
        (error, result) => (error ? reject(error) : resolve(result)),
      ) as unknown as { stop(): void };
    });
    const restarts: string[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const instance of cluster.instances) {
        const started = Date.now();
        const code = await cluster.stopInstance(instance.index);
        await cluster.startInstance(instance.index);
        restarts.push(`instance ${instance.index}: drained (exit ${code}) and back in ${Date.now() - started} ms`);
        expect(code).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    } finally {
      loading = false;
      (instance as { stop(): void } | null)?.stop();
    }
    const result = await load;
    await booking;
    console.log(`[cluster] rolling restart: ${restarts.join("; ")}`);
    console.log(
      `[cluster] under it: ${result.requests.total} page requests (${Math.round(result.requests.average)} req/s), ${result.errors} errors, ${result.timeouts} timeouts, answers ${JSON.stringify(result.statusCodeStats)}; ${bookings.length} bookings`,
    );
    expect(result.errors + result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(bookings.length).toBe(bookingsAsked);
    expect(bookings.filter((b) => b.status !== 200 || b.code !== 2000)).toEqual([]);
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from bookings where user_id = any($1) and clinic_id = $2",
      [buyers, clinicId],
    );
    expect(Number(rows[0]!.n)).toBe(bookings.length);
  });
  it("goes not ready while the database is unreachable and ready again after, without a restart", async () => {
    const pids = cluster.instances.map((instance) => instance.process()?.pid);
    const ready = async (base: string) => (await fetch(`${base}/readyz`)).status;
    expect(await ready(A)).toBe(200);
    cluster.relay!.cut();
    try {
      const report = async (base: string) => {
        const response = await fetch(`${base}/readyz`);
        return { ...((await response.json()) as { database: string }), status: response.status };
      };
      const down = await until(
        async () => {
          const [a, b] = await Promise.all([report(A), report(B)]);
          return a.status === 503 && b.status === 503 && a.database === "unreachable" && b.database === "unreachable"
            ? true
            : null;
        },
        15_000,
        100,
      );
      expect(down.value).toBe(true);
      // The process still answers.
      expect((await fetch(`${A}/healthz`)).status).toBe(200);
    } finally {
      cluster.relay!.restore();
    }
    const up = await until(
      async () => ((await ready(A)) === 200 && (await ready(B)) === 200 ? true : null),
      20_000,
      100,
    );
    expect(up.value).toBe(true);
    expect(cluster.instances.map((instance) => instance.process()?.pid)).toEqual(pids);
  });
});

function sha256Bytes(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
