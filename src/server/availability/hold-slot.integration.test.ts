import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as hold } from "@/app/api/v2/place_order/hold/route";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_STAMP_ENV,
  resolveClientAddress,
  trustedProxies,
} from "@/server/http/forwarded-address";
import { at, clinicId } from "../../../tests/support/booking-fixtures";
import { HOLDER_COOKIE, signHolderKey } from "./holder-key";
import { holdSlot } from "./hold-slot";

const STAMP = "stamp-of-the-test-server";

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

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

/** A New York day three to four days from the real clock (the route reads the clock), with its standard start times. */
function startsOfADay(): Date[] {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + 3 * 86_400_000),
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

describe("chair holds from one client (decision 076)", () => {
  beforeAll(() => {
    process.env[CLIENT_ADDRESS_STAMP_ENV] = STAMP;
  });
  afterAll(() => {
    delete process.env[CLIENT_ADDRESS_STAMP_ENV];
  });

  it("100 holds (all at once on PostgreSQL) with a rotating X-Forwarded-For and no holder cookie from an untrusted client get at most 2 chairs", async () => {
    const newYork = await clinicId("new-york");
    const starts = startsOfADay();
    const socket = randomAddress();
    const attempt = async (i: number) => {
      const response = await hold(
        holdRequest(
          { clinicId: newYork, startsAt: starts[i % starts.length]!.toISOString(), durationMinutes: 60 },
          { socket, forwardedFor: `203.0.113.${i + 1}` },
        ),
      );
      return { status: response.status, body: (await response.json()) as { code: number } };
    };
    // All 100 race, on PostgreSQL and on the embedded database (its session server keeps each connection's
    // statements together, decision 090). Without the advisory locks in hold-slot.ts this fails.
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(i)));
    const won = answers.filter((a) => a.body.code === 2000);
    expect(won).toHaveLength(2);
    expect(answers.filter((a) => a.status === 200 && a.body.code === 5124)).toHaveLength(100 - 2);
    const rows = await getDb()
      .select({ id: chairSlots.id })
      .from(chairSlots)
      .where(and(eq(chairSlots.clientAddress, socket), eq(chairSlots.state, "held")));
    expect(rows).toHaveLength(2);
  });

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

  it("behind a trusted proxy, each real client has its own limit", async () => {
    const newYork = await clinicId("new-york");
    const starts = startsOfADay().slice(4, 10);
    const [alice, bob] = [randomAddress(), randomAddress()];
    const codes = [];
    for (const [i, client] of [alice, alice, alice, bob, bob, bob].entries()) {
      const response = await hold(
        holdRequest(
          { clinicId: newYork, startsAt: starts[i]!.toISOString(), durationMinutes: 30 },
          { socket: "10.0.0.5", forwardedFor: `6.6.6.6, ${client}`, proxies: ["10.0.0.0/8"] },
        ),
      );
      codes.push(((await response.json()) as { code: number }).code);
    }
    expect(codes).toEqual([2000, 2000, 5124, 2000, 2000, 5124]);
  });

  it("lets one address take at most 20 holds a day across all clinics, even one at a time", async () => {
    const now = new Date("2032-03-01T12:00:00Z");
    const [london, newYork] = [await clinicId("london"), await clinicId("new-york")];
    const address = randomAddress();
    for (let i = 0; i < 20; i++) {
      // One browser changing its mind: each hold replaces the last, so only one is ever live.
      const clinic = i % 2 ? london : newYork;
      const zone = i % 2 ? "Europe/London" : "America/New_York";
      await holdSlot(
        { clinicId: clinic, startsAt: at("2032-03-10", `${10 + (i % 8)}:00`, zone), durationMinutes: 60 },
        { holderKey: "h-one-browser-" + address, clientAddress: address },
        new Date(now.getTime() + i * 60_000),
      );
    }
    const refused = await errorOf(
      holdSlot(
        { clinicId: london, startsAt: at("2032-03-11", "10:00", "Europe/London"), durationMinutes: 60 },
        { holderKey: "h-another-browser-" + address, clientAddress: address },
        new Date(now.getTime() + 3_600_000),
      ),
    );
    expect(refused.code).toBe("HOLD_LIMIT");
    // A day later the address may hold again.
    const nextDay = new Date(now.getTime() + 25 * 3_600_000);
    const hold = await holdSlot(
      { clinicId: london, startsAt: at("2032-03-11", "10:00", "Europe/London"), durationMinutes: 60 },
      { holderKey: "h-another-browser-" + address, clientAddress: address },
      nextDay,
    );
    expect(hold.clinicId).toBe(london);
  });
});
