import compile from "icu-minify/compile";
import { createTranslator } from "use-intl/core";
import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { compileTree } from "./compile-messages";
import { createTranslator as islandTranslator } from "./island-intl";

type Tree = { [key: string]: unknown };

/** Every message's dotted key and its ICU source. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : value && typeof value === "object"
        ? leaves(value as Tree, `${prefix}${key}.`)
        : [],
  );
}

/** The arguments a compiled message takes: name -> what kind of value (icu-minify's compiled form). */
function argumentsOf(
  node: unknown,
  found = new Map<string, { kind: "text" | "number" | "date" | "choice" | "tag"; options?: string[] }>(),
) {
  if (!Array.isArray(node)) return found;
  const [head, type, ...rest] = node as [unknown, unknown, ...unknown[]];
  if (typeof head !== "string") {
    for (const part of node) argumentsOf(part, found);
    return found;
  }
  if (type === undefined) found.set(head, { kind: "text" });
  else if (typeof type !== "number" || type === 0) {
    found.set(head, { kind: "tag" });
    for (const part of node.slice(1)) argumentsOf(part, found);
  } else if (type === 1) {
    const options = rest[0] as Record<string, unknown>;
    found.set(head, { kind: "choice", options: Object.keys(options) });
    for (const branch of Object.values(options)) argumentsOf(branch, found);
  } else if (type === 2 || type === 3) {
    found.set(head, { kind: "number" });
    for (const branch of Object.values(rest[0] as Record<string, unknown>)) argumentsOf(branch, found);
  } else if (type === 4) found.set(head, { kind: "number" });
  else found.set(head, { kind: "date" });
  return found;
}

const asText = (value: unknown): string =>
  isValidElement(value)
    ? asText((value.props as { children?: unknown }).children)
    : Array.isArray(value)
      ? value.map(asText).join("")
      : String(value);
const strict = (error: Error) => {
  throw error;
};

describe("the islands' translations (decision 191)", () => {
  it("format every message of every locale from its compiled form as next-intl does from the ICU source, for many values", async () => {
    let compared = 0;
    let compiledArrays = 0;
    for (const locale of locales) {
      const source = (await loadMessages(locale)) as Tree;
      const compiled = compileTree(source);
      const fromSource = createTranslator({ locale, messages: source, timeZone: "UTC", onError: strict });
      const fromCompiled = islandTranslator(locale, compiled, "");
      for (const [key, message] of leaves(source)) {
        const args = argumentsOf(compile(message));
        const sent = key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], compiled);
        if (Array.isArray(sent)) compiledArrays++;
        for (const [round, n] of [0, 1, 2, 3, 5, 11, 22, 101, 1.5].entries()) {
          const values: Record<string, unknown> = {};
          for (const [name, arg] of args) {
            if (arg.kind === "number") values[name] = n;
            else if (arg.kind === "date") values[name] = new Date(Date.UTC(2030, 0, 1 + round, 9, 30));
            else if (arg.kind === "choice") values[name] = arg.options![round % arg.options!.length];
            else if (arg.kind === "tag") values[name] = (chunks: unknown) => `<${name}>${asText(chunks)}</${name}>`;
            else values[name] = `«${name}»`;
          }
          const rich = [...args.values()].some((arg) => arg.kind === "tag");
          const a = rich
            ? asText(fromSource.rich(key as never, values as never))
            : fromSource(key as never, values as never);
          const b = rich ? asText(fromCompiled.rich(key, values as never)) : fromCompiled(key, values as never);
          expect(b, `${locale} ${key} with ${n}`).toBe(a);
          compared++;
          if (args.size === 0) break;
        }
      }
    }
    expect(compared).toBeGreaterThan(8 * 1900);
    // The messages with arguments were compared in their compiled form (arrays), not as strings.
    expect(compiledArrays).toBeGreaterThan(8 * 150);
  }, 120_000);

  it("are plain arrays and objects, which React can send to the browser", async () => {
    const prototypes = new Set<unknown>();
    const walk = (node: unknown) => {
      if (node && typeof node === "object") {
        prototypes.add(Object.getPrototypeOf(node));
        Object.values(node).forEach(walk);
      }
    };
    walk(compileTree((await loadMessages("ar")) as Tree));
    expect(prototypes.has(null)).toBe(false);
    expect([...prototypes].every((p) => p === Array.prototype || p === Object.prototype)).toBe(true);
  });

  it("refuse a missing message outside production, and name the namespace's key", () => {
    const t = islandTranslator("ar", compileTree({ basket: { page: { empty: "سلتك فارغة." } } }), "basket.page");
    expect(t("empty")).toBe("سلتك فارغة.");
    expect(() => t("gone")).toThrow("Missing message: basket.page.gone (ar)");
  });
});
