/**
 * `npm run staff:add` beside a running site (issues 39 and 41): it used to fail with "…already running (process N).
 * Stop it first" on the embedded database and print a localhost:3000 link. The command runs as a child process, as a
 * person would run it, against an embedded database this test serves the way `npm start` does.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../src/db/embedded";
import { resetTestDatabase } from "../tests/setup/reset-database";
import { announceRunningSite } from "./lib/running-site";

let dataDir: string;
let embedded: EmbeddedDatabase;
let forgetSite: () => void;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "aurum-staff-add-"));
  embedded = await startEmbeddedDatabase({ dataDir, port: 0 });
  await resetTestDatabase(embedded.url);
  forgetSite = announceRunningSite("http://localhost:4299", dataDir);
}, 120_000);

afterAll(async () => {
  forgetSite();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The command as a person runs it (its own process; this one keeps serving the database meanwhile). */
function staffAdd(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL, SITE_URL, ...rest } = process.env;
  void DATABASE_URL;
  void SITE_URL;
  const child = spawn("npm", ["run", "--silent", "staff:add", "--", ...args], {
    env: { ...rest, PGLITE_DATA_DIR: dataDir, MAIL: "log", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, stdout, stderr })),
  );
}

// Each test starts the command as its own process (tsx compiling the script and what it imports): 10-20 s on an idle
// 2-core machine, and past the suite's 30 s limit when the machine is busy.
const COMMAND_TESTS_MS = 180_000;

describe("npm run staff:add while the site runs on the embedded database", () => {
  it(
    "connects to the running database, invites the person by name and prints a link on the site's own address",
    async () => {
      const email = `desk.${Date.now()}@aurum.test`;
      const run = await staffAdd([email, "reception", "london", "--name", "Dana Desk"]);
      expect(run.stderr).not.toContain("already running");
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Invited Dana Desk <${email}> as reception at Aurum Clinic London.`);
      expect(run.stdout).toMatch(/http:\/\/localhost:4299\/us\/en\/staff\/invitation\?token=[a-z2-9]{32}\n/);
      const pool = new Pool({ connectionString: embedded.url, max: 1 });
      try {
        const { rows } = await pool.query(
          "select first_name, last_name, role, status from staff_invitations where email = $1",
          [email],
        );
        expect(rows).toEqual([{ first_name: "Dana", last_name: "Desk", role: "reception", status: "pending" }]);
        const users = await pool.query("select id from users where email = $1", [email]);
        expect(users.rows).toEqual([]);
      } finally {
        await pool.end();
      }
    },
    COMMAND_TESTS_MS,
  );

  it(
    "prefers SITE_URL when it is set, and asks for the name instead of taking the address's local part",
    async () => {
      const email = `named.${Date.now()}@aurum.test`;
      const unnamed = await staffAdd([email, "admin"]);
      expect(unnamed.status).toBe(2);
      expect(unnamed.stderr).toContain('--name "First Last"');
      const named = await staffAdd([email, "admin", "--name", "Ada Lovelace"], { SITE_URL: "https://clinic.example/" });
      expect(named.status, named.stderr).toBe(0);
      expect(named.stdout).toContain("(every clinic)");
      expect(named.stdout).toMatch(/^https:\/\/clinic\.example\/us\/en\/staff\/invitation\?token=[a-z2-9]{32}$/m);
    },
    COMMAND_TESTS_MS,
  );
});
