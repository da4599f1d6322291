import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints";

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A build folder holding the given files (path below the dist folder -> content). */
async function distWith(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), "aurum-compile-hints-"));
  made.push(dist);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  return dist;
}

describe("compile hints on the build's script chunks (decision 208)", () => {
  it("puts the hint on the first line of every chunk, nested ones included, and leaves the rest of the file as it was", async () => {
    const dist = await distWith({
      "static/chunks/a.js": '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["a",1,e=>{}]);',
      "static/chunks/app/page-b.js": '"use strict";var b=1;',
    });
    expect(await addCompileHints(dist)).toBe(2);
    expect(await readFile(path.join(dist, "static/chunks/a.js"), "utf8")).toBe(
      `${COMPILE_HINT}(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["a",1,e=>{}]);`,
    );
    expect(await readFile(path.join(dist, "static/chunks/app/page-b.js"), "utf8")).toBe(
      `${COMPILE_HINT}"use strict";var b=1;`,
    );
  });

  it("adds it once, however often the build step runs", async () => {
    const dist = await distWith({ "static/chunks/a.js": "var a=1;" });
    await addCompileHints(dist);
    expect(await addCompileHints(dist)).toBe(0);
    expect(await readFile(path.join(dist, "static/chunks/a.js"), "utf8")).toBe(`${COMPILE_HINT}var a=1;`);
  });

  it("leaves stylesheets, source maps and files outside the chunks alone", async () => {
    const dist = await distWith({
      "static/chunks/s.css": "body{}",
      "static/chunks/a.js.map": "{}",
      "static/media/font.js": "var f;",
      "server/app/page.js": "var s;",
    });
    expect(await addCompileHints(dist)).toBe(0);
    expect(await readFile(path.join(dist, "static/chunks/s.css"), "utf8")).toBe("body{}");
    expect(await readFile(path.join(dist, "server/app/page.js"), "utf8")).toBe("var s;");
  });

  it("does nothing for a build without browser chunks", async () => {
    const dist = await distWith({ "server/app/page.js": "var s;" });
    expect(await addCompileHints(dist)).toBe(0);
  });
});
