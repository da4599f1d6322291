/**
 * Issue 45: "every amount in the API carries its currency (ISO 4217), documented in the OpenAPI file". This walks the
 * answer (`data`) of every operation in /api/openapi.json, the document generated from the routes' own zod output
 * schemas, and fails on an object that has an amount without a `currency` beside it (decision 272).
 *
 * The rule, precisely:
 * - **An amount** is a property whose schema is a number (or a nullable number, or a list of numbers) and whose name
 *   ends in a money word: split into words at `_` and at lower-to-upper case changes, its last word, lower-cased, is
 *   one of MONEY_WORDS (`priceCents`, `credit_cents`, `total`, `balance`, `unitPriceCents`, `amounts`). A count, a
 *   percent or a number of minutes is not (`totalCount`, `percent`, `durationMinutes`): their last word is not money.
 * - **Its currency** is a property named `currency` of the same object, required, a string with the pattern
 *   `^[A-Z]{3}$` and a description (`currencyField` in shapes.ts), so a client reads every amount with the currency
 *   written next to it, never from an object above it.
 * - **An exemption** is written in EXEMPT below with why, by operation path and the property's place in the answer.
 */
import { describe, expect, it } from "vitest";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";

type Schema = Record<string, unknown>;

export const MONEY_WORDS = new Set([
  "cents",
  "price",
  "prices",
  "amount",
  "amounts",
  "total",
  "totals",
  "credit",
  "credits",
  "balance",
  "balances",
]);

/** Amounts that are not money, each with why: `path` → places in the answer (`data.lines[].x`). */
const EXEMPT: Record<string, Record<string, string>> = {
  "/api/v2/my_center/programme_list": {
    "data.programmes[].sessions_total": "a number of sessions in the programme, not money",
  },
};

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function isMoneyName(name: string): boolean {
  return MONEY_WORDS.has(words(name).at(-1) ?? "");
}

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const match = /^#\/\$defs\/(.+)$/.exec(ref);
  const target = match ? (root.$defs as Record<string, Schema> | undefined)?.[match[1]!] : undefined;
  if (!target) throw new Error(`unresolved $ref ${ref}`);
  return resolve(target, root);
}

function variants(schema: Schema, root: Schema): Schema[] {
  const s = resolve(schema, root);
  const alternatives = [s.anyOf, s.oneOf, s.allOf].flatMap((a) => (Array.isArray(a) ? (a as Schema[]) : []));
  return alternatives.length ? alternatives.flatMap((a) => variants(a, root)) : [s];
}

function isNumeric(schema: Schema, root: Schema): boolean {
  return variants(schema, root).some((v) => {
    if (v.type === "number" || v.type === "integer") return true;
    if (Array.isArray(v.type)) return v.type.includes("number") || v.type.includes("integer");
    if (v.type === "array" && v.items) return isNumeric(v.items as Schema, root);
    return false;
  });
}

/** What is wrong with an object's `currency`, or null when it is the documented ISO 4217 string. */
function currencyProblem(object: Schema, root: Schema): string | null {
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  if (!properties.currency) return "no `currency` beside it";
  const currency = resolve(properties.currency, root);
  if (currency.type !== "string") return "`currency` is not a string";
  if (currency.pattern !== "^[A-Z]{3}$") return "`currency` has no ISO 4217 pattern ^[A-Z]{3}$";
  if (typeof currency.description !== "string" || !currency.description) return "`currency` has no description";
  if (!((object.required as string[] | undefined) ?? []).includes("currency")) return "`currency` is optional";
  return null;
}

/** Every amount without its currency under `schema`, as "place: problem". */
export function amountsWithoutCurrency(
  schema: Schema,
  root: Schema,
  place: string,
  seen = new Set<Schema>(),
): string[] {
  const found: string[] = [];
  for (const v of variants(schema, root)) {
    if (seen.has(v)) continue;
    seen.add(v);
    if (v.properties) {
      const properties = v.properties as Record<string, Schema>;
      const money = Object.keys(properties).filter((k) => isMoneyName(k) && isNumeric(properties[k]!, root));
      const problem = money.length ? currencyProblem(v, root) : null;
      if (problem) found.push(...money.map((k) => `${place}.${k}: ${problem}`));
      for (const [key, child] of Object.entries(properties))
        found.push(...amountsWithoutCurrency(child, root, `${place}.${key}`, seen));
    }
    if (v.items) found.push(...amountsWithoutCurrency(v.items as Schema, root, `${place}[]`, seen));
    if (v.additionalProperties && typeof v.additionalProperties === "object")
      found.push(...amountsWithoutCurrency(v.additionalProperties as Schema, root, `${place}{}`, seen));
  }
  return found;
}

interface Operation {
  responses: { "200": { content: Record<string, { schema: Schema }> } };
}

describe("every amount in the API carries its currency (issue 45, decision 272)", () => {
  it("names money by the last word of its key, not by where the word appears", () => {
    expect(
      ["priceCents", "credit_cents", "credit", "total", "balance", "unitPriceCents", "amounts", "giftCardCents"].map(
        isMoneyName,
      ),
    ).toEqual([true, true, true, true, true, true, true, true]);
    expect(
      ["totalCount", "creditError", "percent", "durationMinutes", "priceBand", "currency", "sessions"].map(isMoneyName),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it("finds an amount without its currency, with a bare currency, and passes one with the documented currency", () => {
    const iso = { type: "string", pattern: "^[A-Z]{3}$", description: "ISO 4217." };
    const object = (properties: Schema, required = Object.keys(properties)) => ({
      type: "object",
      properties,
      required,
    });
    const amount = { type: "integer" };
    const nested = object({ lines: { type: "array", items: object({ priceCents: amount }) } });
    expect(amountsWithoutCurrency(nested, nested, "data")).toEqual([
      "data.lines[].priceCents: no `currency` beside it",
    ]);
    const bare = object({ priceCents: amount, currency: { type: "string" } });
    expect(amountsWithoutCurrency(bare, bare, "data")).toEqual([
      "data.priceCents: `currency` has no ISO 4217 pattern ^[A-Z]{3}$",
    ]);
    const optional = object({ priceCents: amount, currency: iso }, ["priceCents"]);
    expect(amountsWithoutCurrency(optional, optional, "data")).toEqual(["data.priceCents: `currency` is optional"]);
    const nullable = object({ total: { anyOf: [amount, { type: "null" }] }, currency: iso });
    expect(amountsWithoutCurrency(nullable, nullable, "data")).toEqual([]);
  });

  it("every operation's answer in /api/openapi.json writes `currency` beside each amount", async () => {
    const doc = (await (await openApiRoute()).json()) as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const exempt = EXEMPT[path] ?? {};
      for (const [method, operation] of Object.entries(methods)) {
        for (const { schema } of Object.values(operation.responses["200"].content)) {
          const data = ((schema.properties as Record<string, Schema> | undefined)?.data ?? schema) as Schema;
          for (const problem of amountsWithoutCurrency(data, schema, "data")) {
            const place = problem.slice(0, problem.indexOf(":"));
            if (!(place in exempt)) missing.push(`${method.toUpperCase()} ${path} ${problem}`);
          }
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
