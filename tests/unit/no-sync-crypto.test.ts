import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Decision 070: a *Sync hash on a request path blocks every other request while it runs. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("no synchronous crypto in src/", () => {
  it("never calls scryptSync, pbkdf2Sync or an argon2/bcrypt *Sync function", () => {
    const offenders = sourceFiles(path.resolve(import.meta.dirname, "../../src")).filter((file) =>
      /\b(scryptSync|pbkdf2Sync|hashSync|verifySync|compareSync|hashRawSync)\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
