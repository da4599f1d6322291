/**
 * `npm run staff:add -- <email> <reception|manager|admin> [clinic-slugs...] --name "First Last"`: invite someone to
 * the back office (decision 215). The invitation is e-mailed (with MAIL=log it waits at /dev/mailbox) and its link
 * printed here, on SITE_URL or else the running site's own address. Works beside a running site: with the embedded
 * database it connects to the one `npm start` serves (decision 217); otherwise it starts one for the command.
 */
import { parseArgs } from "node:util";
import { prepareDatabase, type ReadyDatabase } from "./lib/database";
import { dataFolder, runningSiteUrl } from "./lib/running-site";
import { runningEmbeddedDatabase } from "../src/db/embedded";

const usage =
  'usage: npm run staff:add -- <email> <reception|manager|admin> [clinic-slugs...] --name "First Last"\n' +
  '  e.g. npm run staff:add -- mia.hart@example.com reception london --name "Mia Hart"';

let parsed: ReturnType<typeof parseArgs<{ options: { name: { type: "string" } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { name: { type: "string" } }, allowPositionals: true });
} catch (error) {
  console.error(`staff:add: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const [email, role, ...clinicSlugs] = parsed.positionals;
const name = (parsed.values.name ?? "").trim().split(/\s+/).filter(Boolean);
if (!email || !role || name.length < 2) {
  console.error(
    `${!email || !role ? "staff:add needs an e-mail and a role." : 'staff:add needs the person\'s first and last name: --name "First Last".'}\n${usage}`,
  );
  process.exit(2);
}

/** The database to write to: DATABASE_URL, the embedded one the running site serves, or one started for this command. */
async function connect(): Promise<ReadyDatabase> {
  if (process.env.DATABASE_URL) return prepareDatabase();
  const running = runningEmbeddedDatabase(dataFolder());
  if (running) {
    const url =
      running.url ?? `postgres://postgres@127.0.0.1:${process.env.EMBEDDED_DB_PORT ?? 54329}/postgres?sslmode=disable`;
    console.log(`[db] using the embedded database the running site serves (process ${running.pid})`);
    return prepareDatabase({ migrate: false, url });
  }
  return prepareDatabase();
}

const explicit = process.env.SITE_URL?.replace(/\/+$/, "");
const announced = runningSiteUrl();
const siteUrl = explicit || announced || `http://localhost:${process.env.PORT ?? 3000}`;

const database = await connect();
process.env.DATABASE_URL = database.url;
let code = 0;
try {
  const { addStaffByCommand } = await import("../src/server/staff/add-staff-by-command");
  const { pathFor } = await import("../src/i18n/paths");
  const sent = await addStaffByCommand(
    { email, role, clinicSlugs, firstName: name[0]!, lastName: name.slice(1).join(" ") },
    { acceptUrl: `${siteUrl}${pathFor("us", "en", "staff/invitation")}` },
  );
  const clinics = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(sent.clinics);
  const where = sent.clinics.length ? ` at ${clinics}` : role === "admin" ? " (every clinic)" : "";
  console.log(`Invited ${name.join(" ")} <${email.trim().toLowerCase()}> as ${role}${where}.`);
  console.log(
    `The invitation is in the outbox for ${email.trim().toLowerCase()}; the site sends it (now, if it is running)` +
      (process.env.MAIL === "log" || !process.env.SMTP_URL
        ? " (without SMTP it shows at /dev/mailbox on this machine)."
        : "."),
  );
  console.log(
    `Invitation link (works once, until ${sent.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC):`,
  );
  console.log(sent.link);
  if (!explicit && !announced)
    console.log(`(No running site found and SITE_URL is not set: the link assumes ${siteUrl}.)`);
} catch (error) {
  console.error(`staff:add failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  const { closeDb } = await import("../src/db/client");
  await closeDb();
  await database.stop();
}
process.exit(code);
