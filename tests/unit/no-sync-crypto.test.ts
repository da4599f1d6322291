import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../support/source-files";

/** Decision 070: a *Sync hash on a request path blocks every other request while it runs. */
describe("no synchronous crypto in src/", () => {
  it("never calls scryptSync, pbkdf2Sync or an argon2/bcrypt *Sync function", () => {
    const files = sourceFiles(path.resolve(import.meta.dirname, "../../src"));
    // The walk reads the tree: an empty list would pass for nothing.
    expect(files.length).toBeGreaterThan(500);
    const offenders = files.filter((file) =>
      /\b(scryptSync|pbkdf2Sync|hashSync|verifySync|compareSync|hashRawSync)\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
