import { randomInt, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as hold } from "@/app/api/v2/place_order/hold/route";
import { getDb } from "@/db/client";
import { chairSlots, rateLimits } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_STAMP_ENV,
  resolveClientAddress,
  trustedProxies,
} from "@/server/http/forwarded-address";
import { placeOrder } from "@/server/orders/place-order";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { HOLDER_COOKIE, signHolderKey } from "./holder-key";
import { holdSlot } from "./hold-slot";
import { errorOf } from "../../../tests/support/app-errors";

const STAMP = "stamp-of-the-test-server";

/** A request as our server (scripts/serve.ts) hands it to the route: the socket's peer, the client's own headers. */
function holdRequest(
  body: unknown,
  {
    socket,
    forwardedFor,
    cookie,
    proxies = [],
  }: { socket: string; forwardedFor?: string; cookie?: string; proxies?: string[] },
) {
  const headers = new Headers({ "content-type": "application/json" });
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  if (cookie) headers.set("cookie", cookie);
  headers.set(CLIENT_ADDRESS_HEADER, `${STAMP} ${resolveClientAddress(socket, forwardedFor, trustedProxies(proxies))}`);
  return new Request("http://localhost/api/v2/place_order/hold?lang=en", {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

/** An address of our own per test run (the shared database keeps earlier runs' holds). */
const randomAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** The standard start times of a New York day `daysAhead` days from the real clock (the route reads the clock). */
function startsOfADay(daysAhead = 3): Date[] {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  const times: Date[] = [];
  for (let minute = 9 * 60; minute <= 20 * 60; minute += 30) {
    times.push(
      at(
        day,
        `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`,
        "America/New_York",
      ),
    );
  }
  return times;
}

const addressCount = async (address: string) =>
  (
    await getDb()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, "chair-hold-address"), eq(rateLimits.key, address)))
  )[0]?.count ?? 0;

describe("chair holds from one client (decision 076)", () => {
  beforeAll(() => {
    process.env[CLIENT_ADDRESS_STAMP_ENV] = STAMP;
  });
  afterAll(() => {
    delete process.env[CLIENT_ADDRESS_STAMP_ENV];
  });

  it("100 holds at once from one untrusted client with a rotating X-Forwarded-For and no cookie: 30 get chairs, 70 are asked for a proof of work", async () => {
    const newYork = await clinicId("new-york");
    // A hundred different half hours over five days two months ahead, where no other test books, so no hold finds its
    // chair taken (a refused hold gives its count back, which would let a later one through).
    const starts = [61, 62, 63, 64, 65].flatMap((days) => startsOfADay(days)).slice(0, 100);
    const socket = randomAddress();
    const attempt = async (i: number) => {
      const response = await hold(
        holdRequest(
          { clinicId: newYork, startsAt: starts[i]!.toISOString(), durationMinutes: 30 },
          { socket, forwardedFor: `203.0.113.${i + 1}` },
        ),
      );
      return { status: response.status, body: (await response.json()) as { code: number } };
    };
    // All 100 race: the address's count is taken before it is compared (one upsert), so exactly the allowance passes.
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(i)));
    expect(answers.filter((a) => a.body.code === 2000)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 200 && a.body.code === 5210)).toHaveLength(70);
    const held = () =>
      getDb()
        .select({ id: chairSlots.id })
        .from(chairSlots)
        .where(and(eq(chairSlots.clientAddress, socket), eq(chairSlots.state, "held")));
    expect(await held()).toHaveLength(30);
    // Asked for a proof, the client solves one and sends the same hold again: it passes. A proof solved for another
    // form does not.
    const again = (altcha: string) =>
      hold(
        holdRequest(
          { clinicId: newYork, startsAt: starts[99]!.toISOString(), durationMinutes: 30, altcha },
          { socket },
        ),
      ).then(async (r) => ((await r.json()) as { code: number }).code);
    expect(await again(await solvedBotCheck("newsletter"))).toBe(5201);
    expect(await again(await solvedBotCheck("hold"))).toBe(2000);
    expect(await held()).toHaveLength(31);
    expect(await addressCount(socket)).toBe(31);
  }, 180_000);

  it("sets a signed holder cookie; the same browser's next hold replaces its first; a forged cookie is not believed", async () => {
    const newYork = await clinicId("new-york");
    const [first, second] = startsOfADay().slice(-2);
    const socket = randomAddress();
    const body = (startsAt: Date) => ({
      clinicId: newYork,
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      holderKey: "chosen-by-the-client-0000",
    });
    const firstAnswer = await hold(holdRequest(body(first!), { socket }));
    const setCookie = firstAnswer.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${HOLDER_COOKIE}=h-[\\w-]+\\.[\\w-]+; Path=/; .*HttpOnly`, "i"));
    const cookie = setCookie.split(";")[0]!;
    const secondAnswer = await hold(holdRequest(body(second!), { socket, cookie }));
    expect(secondAnswer.headers.get("set-cookie")).toBeNull();
    const holderKey = decodeURIComponent(cookie.slice(HOLDER_COOKIE.length + 1)).split(".")[0]!;
    const rows = await getDb()
      .select({ state: chairSlots.state, holderKey: chairSlots.holderKey })
      .from(chairSlots)
      .where(eq(chairSlots.clientAddress, socket));
    expect(rows.map((r) => r.holderKey)).toEqual([holderKey, holderKey]);
    expect(rows.map((r) => r.state).sort()).toEqual(["held", "released"]);
    // A cookie the server did not sign: a new holder is minted.
    const forged = `${HOLDER_COOKIE}=${signHolderKey("h-aaaaaaaaaaaaaaaaaaaaaaaa").replace(/.$/, "x")}`;
    const third = await hold(holdRequest(body(first!), { socket: randomAddress(), cookie: forged }));
    expect(third.headers.get("set-cookie")).toContain(`${HOLDER_COOKIE}=h-`);
    expect(third.headers.get("set-cookie")).not.toContain("h-aaaaaaaaaaaaaaaaaaaaaaaa");
  });

  it("five guests on one hotel network each hold a time (the third used to be told they held too many)", async () => {
    const newYork = await clinicId("new-york");
    const starts = startsOfADay(4).slice(2, 7);
    const hotel = randomAddress();
    const codes = [];
    for (const [i, startsAt] of starts.entries()) {
      // Each guest's own browser: no holder cookie yet, one is minted for each.
      const response = await hold(
        holdRequest({ clinicId: newYork, startsAt: startsAt.toISOString(), durationMinutes: 30 }, { socket: hotel }),
      );
      codes.push(((await response.json()) as { code: number }).code);
      expect(response.headers.get("set-cookie"), `guest ${i + 1}`).toContain(`${HOLDER_COOKIE}=h-`);
    }
    expect(codes).toEqual([2000, 2000, 2000, 2000, 2000]);
    const live = await getDb()
      .select({ holderKey: chairSlots.holderKey })
      .from(chairSlots)
      .where(and(eq(chairSlots.clientAddress, hotel), eq(chairSlots.state, "held")));
    expect(new Set(live.map((l) => l.holderKey)).size).toBe(5);
  });

  it("behind a trusted proxy, each real client is counted apart", async () => {
    const newYork = await clinicId("new-york");
    const starts = startsOfADay(5);
    const [alice, bob] = [randomAddress(), randomAddress()];
    const send = (client: string, i: number) =>
      hold(
        holdRequest(
          { clinicId: newYork, startsAt: starts[i]!.toISOString(), durationMinutes: 30 },
          { socket: "10.0.0.5", forwardedFor: `6.6.6.6, ${client}`, proxies: ["10.0.0.0/8"] },
        ),
      ).then(async (r) => ((await r.json()) as { code: number }).code);
    for (let i = 0; i < 3; i++) expect(await send(alice, i)).toBe(2000);
    expect(await addressCount(alice)).toBe(3);
    expect(await addressCount(bob)).toBe(0);
    expect(await addressCount("6.6.6.6")).toBe(0);
    expect(await addressCount("10.0.0.5")).toBe(0);
    expect(await send(bob, 3)).toBe(2000);
    expect(await addressCount(bob)).toBe(1);
  });

  it("counts only holds that came to nothing: an office's 40 bookings in a day cost its address nothing", async () => {
    const now = new Date("2032-03-01T12:00:00Z");
    const london = await clinicId("london");
    const office = randomAddress();
    for (let i = 0; i < 40; i++) {
      const key = `h-office-${i}-${randomUUID()}`;
      const startsAt = at(
        `2032-03-${String(10 + Math.floor(i / 8)).padStart(2, "0")}`,
        `${10 + (i % 8)}:00`,
        "Europe/London",
      );
      const held = await holdSlot(
        { clinicId: london, startsAt, durationMinutes: 60 },
        { holderKey: key, clientAddress: office },
        new Date(now.getTime() + i * 60_000),
      );
      await placeOrder(
        await createCustomer(),
        {
          clinicId: london,
          startsAt,
          lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
          paymentMethod: "clinic",
          acceptTerms: true,
          holdId: held.id,
          holderKey: key,
          locale: "en",
        },
        { now: new Date(now.getTime() + i * 60_000 + 1_000), queueMail: async () => {} },
      );
    }
    expect(await addressCount(office)).toBe(0);
  }, 180_000);

  it("asks for a proof past 30 unfinished holds an hour, refuses past 120 even with one, and starts again the next hour", async () => {
    const now = new Date("2032-04-01T12:00:00Z");
    const london = await clinicId("london");
    const address = randomAddress();
    const tryHold = (i: number, proof?: string, at_ = now) =>
      errorOf(
        holdSlot(
          { clinicId: london, startsAt: at("2032-04-12", `${10 + (i % 8)}:00`, "Europe/London"), durationMinutes: 60 },
          { holderKey: `h-flood-${randomUUID()}`, clientAddress: address, proof },
          at_,
        ).then(() => {
          throw new AppError("CONFLICT"); // passed: marks it below
        }),
      ).then((e) => (e.code === "CONFLICT" ? "held" : e.code));
    // The address has already taken 30 holds this hour that did not become bookings.
    await getDb()
      .insert(rateLimits)
      .values({ bucket: "chair-hold-address", key: address, count: 30, windowStartedAt: now });
    expect(await tryHold(0)).toBe("PROOF_REQUIRED");
    expect(await tryHold(0, await solvedBotCheck("hold", { now }))).toBe("held");
    expect(await addressCount(address)).toBe(31);
    await getDb()
      .update(rateLimits)
      .set({ count: 120 })
      .where(and(eq(rateLimits.bucket, "chair-hold-address"), eq(rateLimits.key, address)));
    expect(await tryHold(1, await solvedBotCheck("hold", { now }))).toBe("HOLD_LIMIT");
    expect(await tryHold(2, undefined, new Date(now.getTime() + 61 * 60_000))).toBe("held");
  });
});
