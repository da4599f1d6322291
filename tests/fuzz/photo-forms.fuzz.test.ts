/**
 * The back office's photo form (decision 160), fuzzed in-process: mutated fields (subject, key, the eight
 * descriptions) with a file that is a real PNG, random bytes, a truncated signature, a renamed program or
 * nothing. savePhoto and removePhoto must succeed or fail with what the action shows as a message, and a
 * refusal writes no row and leaves no file in the store.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createPool } from "@/db/client";
import { isAppError } from "@/server/errors/app-error";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { removePhoto, savePhoto } from "@/server/photos/manage-photos";
import { tinyPng } from "../support/png";
import { createStaff } from "../support/staff-fixtures";
import { mutations, type Seed } from "./bad-payloads";
import { changedTables, rowCounter } from "./row-counts";

const filesDir = mkdtempSync(path.join(tmpdir(), "aurum-photo-fuzz-"));
process.env.FILE_STORE_DIR = filesDir;
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const RANDOM_SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const pool = createPool(process.env.DATABASE_URL!, 1);
afterAll(() => pool.end());

const expected = (error: unknown) =>
  error instanceof z.ZodError || isAppError(error) || appErrorFromDatabase(error) !== null;
const storedFiles = () => readdirSync(filesDir).length;

const png = tinyPng();
const files = fc.oneof(
  fc.constant(null),
  fc.constant(new File([png], "photo.jpg")),
  fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((bytes) => new File([bytes], "random.png")),
  fc.integer({ min: 0, max: 40 }).map((n) => new File([png.slice(0, n)], "cut.png")),
  fc.constant(new File([Buffer.from("MZ\x90\x00".padEnd(256, "\0"), "latin1")], "setup.png")),
  fc.constant(new File([Buffer.from("<svg onload=alert(1)>".padEnd(64, " "))], "a.webp")),
);

describe("the photo form takes generated bad fields and files without an unexpected error", () => {
  it(`sends ${RUNS} bad submissions to savePhoto and removePhoto`, { timeout: 300_000 }, async () => {
    const manager = await createStaff("manager", ["london"]);
    const counts = await rowCounter(pool);
    const seed: Seed = {
      subject: "clinic",
      key: "london",
      "alt-en": "Treatment room",
      "alt-ar": "غرفة العلاج",
      "alt-zh": "",
    };
    const failures: string[] = [];
    let refused = 0;
    const cases = fc.sample(fc.tuple(mutations(seed), files, fc.boolean()), { numRuns: RUNS, seed: RANDOM_SEED });
    for (const [{ label, payload }, file, remove] of cases) {
      const before = await counts();
      const filesBefore = storedFiles();
      try {
        if (remove) await removePhoto(manager, payload as { subject: string; key: string });
        else await savePhoto(manager, payload as Record<string, unknown>, file);
      } catch (error) {
        refused++;
        if (!expected(error))
          failures.push(
            `unexpected ${(error as Error).name}: ${(error as Error).message.slice(0, 120)} (${label.slice(0, 100)})`,
          );
        const changed = changedTables(before, await counts());
        if (changed.length) failures.push(`refused but wrote rows: ${changed.join(", ")} (${label.slice(0, 100)})`);
        if (storedFiles() !== filesBefore) failures.push(`refused but left a file (${label.slice(0, 100)})`);
      }
    }
    console.log(`photo form ${RUNS} sent, ${refused} refused`);
    expect(refused).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
