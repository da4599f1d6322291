import { z } from "zod";

/**
 * docs/product/api.md payloads are form-encoded: nested data travels as a JSON string (`cart_data=[{...}]`) or as
 * indexed fields (`lines[0][code]=JLIV`, folded by the API's payload reader). JSON bodies keep their arrays.
 */
export function jsonValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (!text.startsWith("[") && !text.startsWith("{")) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** A nested field (a list of lines, a gift card) that a form may send as a JSON string. */
export const formNested = <S extends z.ZodType>(schema: S) => z.preprocess(jsonValue, schema);

/** A yes/no field: a JSON boolean, or a form's "true", "1", "on", "yes" (anything else is false). */
export const formBoolean = z.preprocess(
  (v) => (typeof v === "string" ? ["true", "1", "on", "yes"].includes(v.trim().toLowerCase()) : v),
  z.boolean(),
);

const UNSAFE = new Set(["__proto__", "prototype", "constructor"]);
/** The highest index an indexed field may use (a basket has at most 50 lines). */
const MAX_INDEX = 99;

/**
 * Fold a form's indexed fields into nested values: `lines[0][code]` → { lines: [{ code }] }, `tags[]` appends.
 * A key that cannot be folded (an index over 99, a clash with a plain field) is left as it is, for the schema
 * to ignore or refuse.
 */
export function foldIndexedFields(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : null;
    if (!path || path.some((p) => UNSAFE.has(p)) || !place(root, path, value)) root[key] = value;
  }
  return root;
}

function place(root: Record<string, unknown>, path: string[], value: string): boolean {
  let node: unknown = root;
  for (let i = 0; i < path.length; i++) {
    const last = i === path.length - 1;
    const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
    const child = () => (last ? value : nextIsIndex ? [] : {});
    const segment = path[i]!;
    if (Array.isArray(node)) {
      const index = segment === "" ? node.length : Number(segment);
      if (!/^\d*$/.test(segment) || index > MAX_INDEX) return false;
      if (node[index] === undefined) node[index] = child();
      else if (last) return false;
      node = node[index];
    } else if (typeof node === "object" && node !== null) {
      const record = node as Record<string, unknown>;
      if (record[segment] === undefined) record[segment] = child();
      else if (last || typeof record[segment] !== "object") return false;
      node = record[segment];
    } else return false;
  }
  return true;
}
