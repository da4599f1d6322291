import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bundleProductionServer } from "./production-server";

/**
 * The production server's bundle (decision 277): plain JavaScript Node runs without a loader, which shares the cache
 * handler and its clock with Next (the same files, so the same module state) instead of carrying copies of them.
 */
describe("bundleProductionServer", () => {
  const dist = mkdtempSync(path.join(tmpdir(), "aurum-serve-bundle-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("writes one module that imports packages and the cache handler's files, and no TypeScript", async () => {
    const bundle = await bundleProductionServer(dist);
    expect(bundle).toBe(path.join(dist, "serve.mjs"));
    const source = readFileSync(bundle, "utf8");
    const imported = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!);

    // Next loads its cache handler by this path (next.config.ts): the server imports that very file.
    const handler = pathToFileURL(path.resolve("src/server/http/next-cache-handler.mjs")).href;
    const clock = pathToFileURL(path.resolve("src/server/http/cache-clock.mjs")).href;
    expect(imported).toContain(handler);
    expect(imported).toContain(clock);
    expect(source).not.toMatch(/function onRevalidation\(|function applyRevalidation\(/);
    // Nothing left for a TypeScript loader: every import is a package, a node: module or one of those two files.
    expect(imported.filter((specifier) => /\.tsx?$/.test(specifier) || specifier.startsWith("@/"))).toEqual([]);
    expect(imported).toContain("next");
    // Our own modules are inside it (the server's address stamping, the page cache).
    expect(source).toContain("function stampIncomingRequest(");
    expect(source).toContain("function createPageCache(");
  });
});
