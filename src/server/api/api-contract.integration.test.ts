/**
 * Contract tests (issue 13): read /api/openapi.json and call every documented operation in process, as an
 * app would: the example answers 2000 (or, where it needs state the example cannot have, a code the
 * operation documents) with data matching the documented schema; every authenticated operation answers the
 * token codes; generated bad payloads answer a documented code with HTTP 200 (tests/fuzz has the large run).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => task(),
}));
import { apiContracts } from "@/app/api/api-operations";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { GET as docsRoute } from "@/app/api/docs/route";
import type { ApiHandler } from "@/server/api/api-route";
import { createSession, revokeOtherSessions } from "@/server/accounts/sessions";
import { addClinicDays, clinicDayOf } from "@/shared/clinic-time";
import { errorCatalogue } from "@/shared/errors/error-catalogue";
import { documentedErrors, type DocumentedContract } from "./openapi-document";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { apiTargets, type SeedContext } from "../../../tests/fuzz/targets";

const modules = import.meta.glob<Record<string, unknown>>("/src/app/api/**/route.ts", { eager: true });
const handlerOf = (path: string, method: string) =>
  modules[`/src/app${path}/route.ts`]?.[method] as ApiHandler | undefined;

interface OpenApiOperation {
  "x-auth": "customer" | "optional" | "public";
  "x-error-codes": { code: number; name: string }[];
}

let doc: {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  "x-error-catalogue": { code: number }[];
};
let context: SeedContext;
let token: string;

async function call(
  path: string,
  method: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
  form = true,
) {
  const handler = handlerOf(path, method.toUpperCase());
  if (!handler) throw new Error(`no handler for ${method} ${path}`);
  const url = new URL(`http://localhost${path}`);
  url.searchParams.set("lang", "en");
  let init: RequestInit = { method: method.toUpperCase(), headers };
  if (method.toUpperCase() === "GET") for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, String(v));
  else if (form) {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields))
      body.set(k, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
    init = { ...init, headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body };
  } else init = { ...init, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(fields) };
  const response = await handler(new Request(url, init), { params: Promise.resolve({}) });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: () => JSON.parse(text) as { code: number; msg: string; data: unknown },
  };
}

const contractOf = (path: string) => apiContracts().find((c) => c.path === path)!;
const codesOf = (c: DocumentedContract) =>
  new Set([2000, ...documentedErrors(c).map((e) => errorCatalogue[e].apiCode)]);

beforeAll(async () => {
  doc = (await (await openApiRoute()).json()) as typeof doc;
  const customer = await createCustomer();
  token = (await createSession(customer.id, false, new Date())).token;
  const day = addClinicDays(clinicDayOf(new Date(), "Europe/London"), 40);
  context = {
    clinics: {
      london: await clinicId("london"),
      capeTown: await clinicId("cape-town"),
      newYork: await clinicId("new-york"),
    },
    startsAt: at(day, "10:00", "Europe/London").toISOString(),
    month: day.slice(0, 7),
    day,
    holderKey: `holder-contract-${Date.now()}`,
    email: customer.email,
  };
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and documents every wrapped route, each method, and the whole error catalogue", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const wrapped = Object.entries(modules).flatMap(([file, m]) =>
      Object.entries(m)
        .filter(([, h]) => typeof h === "function" && "contract" in (h as object))
        .map(([method]) => `${method} ${file.replace(/^\/src\/app/, "").replace(/\/route\.ts$/, "")}`),
    );
    expect(documented.sort()).toEqual(wrapped.sort());
    expect(doc["x-error-catalogue"].map((e) => e.code).sort()).toEqual(
      Object.values(errorCatalogue)
        .map((e) => e.apiCode)
        .sort(),
    );
  });

  it("is readable at /api/docs: server-rendered, no script, the error table in it", async () => {
    const response = await docsRoute();
    const html = await response.text();
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("/api/v2/place_order/getRegisterBookingOrderSecret");
    expect(html).toMatch(/<td><code>10014<\/code><\/td><td>200<\/td><td>SESSION_REVOKED/);
  });
});

describe("every documented operation, called as an app calls it", () => {
  // Examples that need state the seed cannot have (a programme session, a booking, an order, ALTCHA, a mailed code) answer a documented code instead.
  const mustSucceed = new Set([
    "/api/loginCodeSendEmail",
    "/api/v2/store_list",
    "/api/v2/my_center/get_bookable_seat_map",
    "/api/v2/my_center/get_bookable_seat",
    "/api/v2/my_center/user_info",
    "/api/v2/my_center/credit_balance",
    "/api/v2/my_center/programme_list",
    "/api/v2/my_center/check_cart_list",
    "/api/v2/my_center/merge_cart",
    "/api/v2/my_center/operate_cart",
    "/api/v2/my_center/delete_cart",
    "/api/v2/place_order/quote",
    "/api/v2/place_order/hold",
    "/api/v2/place_order/placeRegisterBookingOrder",
    "/api/v2/gift_card/buy",
  ]);

  it("answers its form-encoded example with 2000 and data of the documented shape, or a code it documents; HTTP 200 always", async () => {
    const targets = apiTargets(context);
    const results: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const target = targets.find((t) => t.path === path);
        expect(target, path).toBeDefined();
        const contract = contractOf(path);
        const headers: Record<string, string> =
          operation["x-auth"] === "public" ? {} : { authorization: `Bearer ${token}` };
        const answer = await call(path, method, target!.seed, headers);
        expect(answer.status, `${method} ${path}`).toBe(200);
        if (contract.raw) continue;
        const body = answer.json();
        results.push(`${path} ${body.code}`);
        if (mustSucceed.has(path)) expect(body.code, `${method} ${path}: ${answer.text.slice(0, 200)}`).toBe(2000);
        expect(codesOf(contract).has(body.code), `${path} answered ${body.code}`).toBe(true);
        if (body.code === 2000) expect(contract.output.safeParse(body.data).error, `${path} data`).toBeUndefined();
      }
    }
    expect(results.length).toBeGreaterThan(15);
  });

  it("answers 1005 without a token, 1005 for a forged one, 1004 for an expired one and 10014 after a password change, on every authenticated operation", async () => {
    const customer = await createCustomer();
    // (Another customer: creating a session clears the customer's expired ones.)
    const expired = (
      await createSession((await createCustomer()).id, false, new Date(Date.now() - 40 * 24 * 3_600_000))
    ).token;
    const revoked = (await createSession(customer.id, false, new Date())).token;
    await revokeOtherSessions(customer.id, null, new Date());
    for (const c of apiContracts().filter((c) => c.auth !== "public")) {
      for (const method of c.methods) {
        const codes = async (authorization?: string) =>
          (await call(c.path, method, {}, authorization ? { authorization } : {})).json().code;
        if (c.auth === "customer") expect(await codes(), `${c.path} without a token`).toBe(1005);
        expect(await codes("Bearer forged-token-0000"), c.path).toBe(1005);
        expect(await codes(expired), c.path).toBe(1004);
        expect(await codes(`Bearer ${revoked}`), c.path).toBe(10014);
      }
    }
  });
});

describe("the payment secret of an order already placed (getRegisterBookingOrderSecret)", () => {
  it("never places an order, answers the same secret twice, and nothing for someone else's order", async () => {
    const customer = await createCustomer();
    const own = (await createSession(customer.id, false, new Date())).token;
    const auth = { authorization: own };
    // An order placed for card payment and not yet paid (the sandbox pays at once through the API, so it is placed here).
    const { placeOrder } = await import("@/server/orders/place-order");
    const placed = await placeOrder(
      { id: customer.id },
      {
        clinicId: context.clinics.london,
        startsAt: context.startsAt,
        lines: [{ code: "JLIV", quantity: 1 }],
        paymentMethod: "card",
        acceptTerms: true,
        holderKey: `holder-secret-${Date.now()}`,
      },
    );
    expect(placed.status).toBe("awaiting_payment");
    const { getDb } = await import("@/db/client");
    const { orders } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    const mine = await getDb().select().from(orders).where(eq(orders.userId, customer.id));
    expect(mine).toHaveLength(1);
    const secretOf = async (authorization: Record<string, string>) =>
      (
        await call(
          "/api/v2/place_order/getRegisterBookingOrderSecret",
          "POST",
          { order_number: mine[0]!.number },
          authorization,
        )
      ).json();
    const first = (await secretOf(auth)) as { code: number; data: { client_secret: string; status: string } };
    const second = (await secretOf(auth)) as typeof first;
    expect(first).toMatchObject({
      code: 2000,
      data: { status: "awaiting_payment", client_secret: expect.stringMatching(/^sbx_secret_/) },
    });
    expect(second.data.client_secret).toBe(first.data.client_secret);
    expect(await getDb().select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(1);
    // The sandbox pays it with that secret and the card, once; a wrong secret pays nothing.
    const card = { cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123" };
    const payWith = async (clientSecret: string) =>
      (
        await call(
          "/api/v2/place_order/payRegisterBookingOrder",
          "POST",
          { order_number: mine[0]!.number, client_secret: clientSecret, ...card },
          auth,
        )
      ).json();
    expect((await payWith(`${first.data.client_secret}x`)).code).toBe(4040);
    expect(await payWith(first.data.client_secret)).toMatchObject({ code: 2000, data: { status: "paid" } });
    expect((await payWith(first.data.client_secret)).code).toBe(4040);
    expect(await secretOf(auth)).toMatchObject({ code: 2000, data: { status: "paid", client_secret: null } });
    // Someone else's order: not found.
    expect((await secretOf({ authorization: token })).code).toBe(4040);
  });
});

describe("form-encoded payloads of docs/product/api.md", () => {
  it("accepts lines as indexed fields and as a JSON string on the quote, and JSON bodies still", async () => {
    const indexed = await call("/api/v2/place_order/quote", "POST", {
      "lines[0][code]": "JLIV",
      "lines[0][quantity]": "2",
      clinicId: context.clinics.london,
    });
    const json = await call(
      "/api/v2/place_order/quote",
      "POST",
      { lines: [{ code: "JLIV", quantity: 2 }], clinicId: context.clinics.london },
      {},
      false,
    );
    const string = await call("/api/v2/place_order/quote", "POST", {
      lines: JSON.stringify([{ code: "JLIV", quantity: 2 }]),
      clinicId: context.clinics.london,
    });
    for (const answer of [indexed, json, string])
      expect(answer.json()).toMatchObject({ code: 2000, data: { lines: [{ code: "JLIV", quantity: 2 }] } });
  });

  it("merges without a store into the home clinic of the country-code header, with the member discount", async () => {
    const member = await createCustomer({ isFree: true });
    const own = (await createSession(member.id, false, new Date())).token;
    const answer = (
      await call(
        "/api/v2/my_center/merge_cart",
        "POST",
        { "cart_data[0][goods_code]": "AFI", "cart_data[0][bookNumber]": "1" },
        { authorization: own, "country-code": "za" },
      )
    ).json() as {
      code: number;
      data: { store_id: number; cart_list: { goods_code: string; discount: number; priceValue: number }[] };
    };
    expect(answer.code).toBe(2000);
    expect(answer.data.store_id).toBe(context.clinics.capeTown);
    expect(answer.data.cart_list).toMatchObject([{ goods_code: "AFI", discount: 0.9 }]);
    expect(answer.data.cart_list[0]!.priceValue).toBeGreaterThan(0);
  });
});

describe("generated bad payloads", () => {
  const RUNS = Number(process.env.CONTRACT_RUNS ?? 20);
  it(
    `answer a code the operation documents, with HTTP 200, never a 5xx (${RUNS} per operation here; npm run fuzz sends 1,000)`,
    { timeout: 120_000 },
    async () => {
      const value = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer(),
        fc.constant(""),
        fc.constant("[{]"),
        fc.constant("\u0000"),
        fc.double(),
        fc.boolean(),
      );
      for (const c of apiContracts()) {
        const method = c.methods.includes("POST") ? "POST" : "GET";
        const fields = Object.keys((c.input as { shape?: object }).shape ?? {}).concat([
          "lines[0][code]",
          "cart_data[1][bookNumber]",
          "x",
        ]);
        const payloads = fc.sample(fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 5 }), {
          numRuns: RUNS,
          seed: 20261125,
        });
        for (const payload of payloads) {
          const answer = await call(c.path, method, payload, c.auth === "public" ? {} : { authorization: token });
          expect(answer.status, `${c.path} ${JSON.stringify(payload)}`).toBe(200);
          if (c.raw && !answer.text.startsWith('{"code"')) continue;
          expect(
            codesOf(c).has(answer.json().code),
            `${c.path} ${JSON.stringify(payload)} → ${answer.text.slice(0, 160)}`,
          ).toBe(true);
        }
      }
    },
  );
});
