/**
 * Bad input, generated (issue 8): for a target's valid seed payload, fast-check builds variants with
 * fields missing, extra fields, wrong types, NUL and control characters, 1 MB strings, extreme numbers
 * and dates, unknown codes, and bodies in the wrong encoding (JSON where a form is expected and back).
 */
import fc from "fast-check";

export type Seed = Record<string, unknown>;

export interface BadRequest {
  /** What was done to the seed, for the report. */
  label: string;
  contentType: string | null;
  body: string | FormData | null;
}

export const ONE_MEGABYTE = "A".repeat(1024 * 1024);

const controlStrings = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "AFI\u0000",
  "\u0001\u0002\u0003",
  "\u0007\u001b[31mred",
  "line\nbreak",
  "tab\tbed",
  "\u007f\u0085\u009f",
  "\uD800",
  "\uDFFFx",
  "\uFEFF",
  "\u2028\u2029",
  "%00",
  "\\u0000",
);
const oddStrings = fc.constantFrom(
  "",
  " ",
  "   ",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "true",
  "[]",
  "{}",
  "{",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "😀👩‍👩‍👧",
  "ß".repeat(300),
  "0x10",
  "1,5",
  "٣",
);
const extremeNumbers = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double(),
);
const numericStrings = fc.constantFrom(
  "99999999999",
  "-5",
  "1e400",
  "0.5",
  "2147483648",
  "9".repeat(400),
  "0x7fffffff",
  "1_000",
);
const extremeDates = fc.constantFrom(
  "9999-12",
  "9999-12-31",
  "10000-01-01",
  "+010000-01-01T10:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "0000-00-00",
  "0000-01",
  "2024-02-30",
  "2031-13-01",
  "1969-12-31T23:59:59Z",
  "9999-12-31T23:59:59Z",
  "2031-03-11T10:00:00+25:00",
  "1e15",
);
const unknownCodes = fc.constantFrom(
  "ZZZZ",
  "FNAD",
  "GIFTCARD",
  "afi",
  " AFI ",
  "NADEPI-X",
  "A".repeat(41),
  "0",
  "-1",
  "987654",
  "2147483647",
);

/** One bad value; the 1 MB string is rare so a run stays fast. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: controlStrings },
  { weight: 3, arbitrary: oddStrings },
  { weight: 3, arbitrary: extremeNumbers },
  { weight: 2, arbitrary: numericStrings },
  { weight: 3, arbitrary: extremeDates },
  { weight: 3, arbitrary: unknownCodes },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: fc.array(fc.constant({ code: "AFI", quantity: 1 }), { minLength: 51, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constant(ONE_MEGABYTE) },
);

const extraKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "isFree",
    "role",
    "creditCents",
    "userId",
    "status",
    "$ACTION_KEY",
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

type Mutation = { label: string; payload: unknown };

const controlChar = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\uD800",
  "\uDC00",
  "\n",
  "\u2028",
);

/**
 * A value close to the valid one, so that the rest of the request stays valid and the bad part reaches
 * the code behind the schema: a control character inside the real value, an id that does not exist,
 * a date far away, one basket line gone wrong.
 */
export function nearValid(value: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (typeof value === "string") {
    const inserted = fc
      .tuple(controlChar, fc.nat({ max: value.length }))
      .map(([c, at]) => value.slice(0, at) + c + value.slice(at));
    const dates = /^\d{4}-\d{2}/.test(value) ? [extremeDates] : [];
    return fc.oneof(
      inserted,
      inserted,
      ...dates,
      fc.constantFrom(`${value}Z`, value.toLowerCase(), value.repeat(60), ` ${value} `, ONE_MEGABYTE),
      unknownCodes,
    );
  }
  if (typeof value === "number") {
    return fc.constantFrom(
      987654,
      2147483647,
      2147483648,
      99999999999,
      -1,
      0,
      value + 0.5,
      value * 1e12,
      `${value}\u0000`,
      "1e308",
      1e308,
      Number.MAX_SAFE_INTEGER,
    );
  }
  if (typeof value === "boolean") return fc.constantFrom("yes", 2, "false", null, "\u0000");
  if (Array.isArray(value) && depth < 2) {
    const first = value[0];
    return fc.oneof(
      first === undefined ? fc.constant([]) : nearValid(first, depth + 1).map((bad) => [bad, ...value.slice(1)]),
      fc.constant(Array.from({ length: 60 }, () => first)),
      fc.constant([]),
      fc.constant(JSON.stringify(value)),
    );
  }
  if (value !== null && typeof value === "object" && depth < 2) {
    const keys = Object.keys(value);
    if (!keys.length) return badValue;
    return fc
      .constantFrom(...keys)
      .chain((k) => nearValid((value as Record<string, unknown>)[k], depth + 1).map((bad) => ({ ...value, [k]: bad })));
  }
  return badValue;
}

/** Variants of a seed: each changes something that should make the call refuse or ignore it. */
export function mutations(seed: Seed): fc.Arbitrary<Mutation> {
  const keys = Object.keys(seed);
  const oneKey = keys.length ? fc.constantFrom(...keys) : null;
  const someKeys = keys.length ? fc.subarray(keys, { minLength: 1 }) : fc.constant([] as string[]);
  const variants: fc.WeightedArbitrary<Mutation>[] = [
    // several fields replaced by bad values of any type
    {
      weight: 2,
      arbitrary: fc
        .tuple(someKeys, fc.array(badValue, { minLength: 1, maxLength: keys.length || 1 }))
        .map(([ks, vs]) => ({
          label: `bad ${ks.join(",")}`,
          payload: Object.assign({ ...seed }, Object.fromEntries(ks.map((k, i) => [k, vs[i % vs.length]]))),
        })),
    },
    // fields missing
    {
      weight: 2,
      arbitrary: someKeys.map((ks) => ({
        label: `missing ${ks.join(",")}`,
        payload: Object.fromEntries(Object.entries(seed).filter(([k]) => !ks.includes(k))),
      })),
    },
    // extra fields, the rest valid
    {
      weight: 2,
      arbitrary: fc
        .dictionary(extraKey, badValue, { minKeys: 1, maxKeys: 4 })
        .map((extra) => ({ label: `extra ${Object.keys(extra).join(",")}`, payload: { ...seed, ...extra } })),
    },
    // a body that is not an object at all
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constant([seed]),
          fc.string({ maxLength: 20 }),
          fc.integer(),
          fc.constant(null),
          fc.constant(ONE_MEGABYTE),
        )
        .map((payload) => ({ label: "not an object", payload })),
    },
  ];
  if (oneKey) {
    // one field wrong, close to its valid value, the rest valid: most runs are these
    variants.push({
      weight: 8,
      arbitrary: oneKey.chain((k) =>
        nearValid(seed[k]).map((v) => ({
          label: `near ${k}=${JSON.stringify(v)?.slice(0, 60)}`,
          payload: { ...seed, [k]: v },
        })),
      ),
    });
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(oneKey, badValue)
        .map(([k, v]) => ({ label: `bad ${k}=${JSON.stringify(v)?.slice(0, 60)}`, payload: { ...seed, [k]: v } })),
    });
  }
  return fc.oneof(...variants);
}

function formValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function asForm(payload: unknown, multipart: boolean): { contentType: string | null; body: string | FormData } {
  const entries =
    payload !== null && typeof payload === "object" && !Array.isArray(payload)
      ? Object.entries(payload)
      : [["value", payload] as const];
  if (multipart) {
    const form = new FormData();
    for (const [k, v] of entries) form.append(k, formValue(v));
    return { contentType: null, body: form };
  }
  return {
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(entries.map(([k, v]) => [k, formValue(v)])).toString(),
  };
}

const encodings = fc.constantFrom(
  "json",
  "json",
  "json",
  "json",
  "form",
  "form",
  "multipart",
  "json-as-form",
  "form-as-json",
  "broken-json",
  "text",
  "empty",
);

/** A bad payload, encoded as some request body (the right encoding most of the time). */
export function badRequests(seed: Seed): fc.Arbitrary<BadRequest> {
  return fc.tuple(mutations(seed), encodings).map(([m, encoding]): BadRequest => {
    const label = `${m.label} as ${encoding}`;
    switch (encoding) {
      case "json":
        return { label, contentType: "application/json", body: JSON.stringify(m.payload) ?? "null" };
      case "form":
        return { label, ...asForm(m.payload, false) };
      case "multipart":
        return { label, ...asForm(m.payload, true) };
      case "json-as-form":
        return { label, contentType: "application/x-www-form-urlencoded", body: JSON.stringify(m.payload) ?? "" };
      case "form-as-json":
        return { label, contentType: "application/json", body: String(asForm(m.payload, false).body) };
      case "broken-json":
        return {
          label,
          contentType: "application/json",
          body: (JSON.stringify(m.payload) ?? "").slice(0, -1) + "\u0000",
        };
      case "text":
        return { label, contentType: "text/plain", body: JSON.stringify(m.payload) ?? "" };
      default:
        return { label, contentType: null, body: null };
    }
  });
}

/** `n` bad requests for a seed, the same ones for the same `seed` number. */
export function sampleBadRequests(seed: Seed, n: number, randomSeed: number): BadRequest[] {
  return fc.sample(badRequests(seed), { numRuns: n, seed: randomSeed });
}
