import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Layers (ARCHITECTURE.md): what the browser runs never reaches src/server. From every client component ("use
 * client"), this follows each import that brings a value (not `import type`) through src/, stopping at server actions
 * ("use server": the browser only gets a reference to them), and lists the modules of src/server it reaches. The
 * browser-safe rules both sides use live in src/shared instead.
 */
const root = path.resolve(import.meta.dirname, "../..");
const IMPORT = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+"([^"]+)"|^import\s+"([^"]+)"/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join("src", spec.slice(2))
    : spec.startsWith(".")
      ? path.join(path.dirname(from), spec)
      : null;
  if (!base) return null;
  return (
    [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((f) => existsSync(path.join(root, f))) ??
    null
  );
}

/** The files a module imports values from (an import whose every name is a type brings nothing to the bundle). */
export function valueImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const [, typeOnly, names, spec, bare] = match;
    if (typeOnly) continue;
    const braces = /^\{([^}]*)\}$/.exec((names ?? "").trim());
    if (braces) {
      const list = braces[1]!
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      if (list.length > 0 && list.every((n) => n.startsWith("type "))) continue;
    }
    const target = resolveImport(file, (spec ?? bare)!);
    if (target) found.push(target);
  }
  return found;
}

const directive = (source: string, name: string) => new RegExp(`^\\s*["']${name}["']`).test(source);

function serverModulesReachedFromTheBrowser(): string[] {
  const files = sourceFiles("src");
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const stack = files.filter((file) => directive(read(file), "use client"));
  const seen = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = read(file);
    if (directive(source, "use server")) continue;
    stack.push(...valueImports(file, source));
  }
  return [...seen].filter((file) => file.startsWith(`src${path.sep}server${path.sep}`)).sort();
}

describe("the browser's code", () => {
  it("reaches no module of src/server (browser-safe rules live in src/shared)", () => {
    expect(serverModulesReachedFromTheBrowser()).toEqual([]);
  });

  it("is followed through value imports only, and a type-only import is not one", () => {
    const source = [
      'import { a } from "@/server/errors/app-error";',
      'import type { B } from "@/server/api/api-route";',
      'import { type C, type D } from "@/server/orders/place-order";',
      'import { e, type F } from "@/shared/clinic-time";',
    ].join("\n");
    expect(valueImports("src/components/x.tsx", source)).toEqual([
      path.join("src", "server/errors/app-error.ts"),
      path.join("src", "shared/clinic-time.ts"),
    ]);
  });
});
