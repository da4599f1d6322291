/**
 * npx tsx scripts/decisions-index.ts — writes docs/decisions/README.md, the index of the decision records, from the
 * records themselves: each record's number and title (its first line), and its date and status (the paragraph under
 * the title, e.g. "Date: 2026-11-25 · Status: accepted"). Which later records changed a record is read from the
 * same paragraphs: "supersedes / replaces / amends / refines / updates NNN" in the later record's, or "superseded by
 * / replaced by / amended by NNN" in the earlier one's. A record counts as superseded as a whole only when its own
 * status says so; otherwise a later "supersedes … of NNN" reads as "superseded in part".
 *
 * `--check` writes nothing and exits 1 when the committed index is not what the records say
 * (tests/unit/decisions-index.test.ts makes the same comparison).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const DECISIONS_DIR = path.resolve(import.meta.dirname, "../docs/decisions");
export const INDEX_FILE = "README.md";

/** A record's file: three digits, a dash, a slug. README.md and TEMPLATE.md are not records. */
const RECORD_FILE = /^(\d{3})-[a-z0-9][a-z0-9-]*\.md$/;

export interface DecisionFile {
  name: string;
  text: string;
}

export type RelationKind = "supersedes" | "amends" | "refines" | "updates";

export interface Relation {
  /** The later record, which changes `to`. */
  from: string;
  to: string;
  kind: RelationKind;
}

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  /** "YYYY-MM-DD", or null when the header names no date. */
  date: string | null;
  /** What the header's "Status:" says, reduced to its first word; null when the header has none. */
  status: { word: string; supersededBy: string | null } | null;
  /** The paragraph under the title, on one line ("" when a heading follows the title at once). */
  header: string;
}

const activeVerbs: Record<string, RelationKind> = {
  supersedes: "supersedes",
  replaces: "supersedes",
  amends: "amends",
  refines: "refines",
  updates: "updates",
};

const passiveVerbs: Record<string, RelationKind> = {
  superseded: "supersedes",
  replaced: "supersedes",
  amended: "amends",
  refined: "refines",
  updated: "updates",
};

/** The paragraph right under the title line, joined into one line. */
function headerParagraph(lines: string[]): string {
  const rest = lines.slice(1);
  const start = rest.findIndex((line) => line.trim() !== "");
  if (start === -1 || rest[start]!.startsWith("#")) return "";
  const end = rest.findIndex((line, i) => i > start && (line.trim() === "" || line.startsWith("#")));
  return rest
    .slice(start, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .join(" ");
}

function parseStatus(header: string): DecisionRecord["status"] {
  const match = /\bStatus:\s*(.+)$/i.exec(header);
  if (!match) return null;
  const text = match[1]!.trim();
  const superseded = /^superseded by (?:decision )?(\d{3})\b/i.exec(text);
  if (superseded) return { word: "superseded", supersededBy: superseded[1]! };
  const word = /^[A-Za-z]+/.exec(text)?.[0]?.toLowerCase();
  if (!word) throw new Error(`unreadable status "${text}"`);
  return { word, supersededBy: null };
}

export function parseRecord(file: DecisionFile): DecisionRecord {
  const fileMatch = RECORD_FILE.exec(file.name);
  if (!fileMatch) throw new Error(`${file.name} is not named NNN-title.md`);
  const number = fileMatch[1]!;
  const lines = file.text.replace(/\r\n?/g, "\n").split("\n");
  const first = lines[0] ?? "";
  if (!first.startsWith("# ")) throw new Error(`${file.name}: the first line must be the title ("# ${number} …")`);
  const titled = /^#\s+(\d{3})[.:]?\s+(.+?)\s*$/.exec(first);
  if (!titled) throw new Error(`${file.name}: the title must start with the record's number ("# ${number} …")`);
  if (titled[1] !== number) throw new Error(`${file.name}: the title says ${titled[1]}, the file name ${number}`);
  const header = headerParagraph(lines);
  let status: DecisionRecord["status"];
  try {
    status = parseStatus(header);
  } catch (error) {
    throw new Error(`${file.name}: ${(error as Error).message}`);
  }
  return {
    number,
    file: file.name,
    title: titled[2]!,
    date: /\bDate:\s*(\d{4}-\d{2}-\d{2})\b/.exec(header)?.[1] ?? null,
    status,
    header,
  };
}

/**
 * The text a verb governs: up to the end of its clause (";", "·", a sentence's full stop, or a closing parenthesis
 * the clause did not open), so "(supersedes the Radix part of 001)" gives "the Radix part of 001".
 */
function clauseAfter(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) return text.slice(from, i);
      depth--;
    } else if (depth === 0 && (c === ";" || c === "·" || (c === "." && (i + 1 === text.length || text[i + 1] === " "))))
      return text.slice(from, i);
  }
  return text.slice(from);
}

/** The relations a record's header states, in either direction. */
export function relationsOf(record: DecisionRecord): Relation[] {
  const found: Relation[] = [];
  for (const match of record.header.matchAll(/\b(supersedes|replaces|amends|refines|updates)\b/gi)) {
    const kind = activeVerbs[match[1]!.toLowerCase()]!;
    const clause = clauseAfter(record.header, match.index + match[0].length);
    for (const [to] of clause.matchAll(/\b\d{3}\b/g)) found.push({ from: record.number, to, kind });
  }
  for (const match of record.header.matchAll(
    /\b(superseded|replaced|amended|refined|updated) by (?:decision )?(\d{3})\b/gi,
  )) {
    found.push({ from: match[2]!, to: record.number, kind: passiveVerbs[match[1]!.toLowerCase()]! });
  }
  return found.filter((relation) => relation.from !== relation.to);
}

export interface DecisionIndexRow {
  record: DecisionRecord;
  /** Later records that change this one. */
  changedBy: Relation[];
  /** Earlier records this one changes. */
  changes: Relation[];
}

/** Every record, in number order, with the relations between them; throws on a malformed record or a dangling number. */
export function readIndex(files: readonly DecisionFile[]): DecisionIndexRow[] {
  const records = files
    .filter((file) => RECORD_FILE.test(file.name))
    .map(parseRecord)
    .sort((a, b) => a.number.localeCompare(b.number));
  const numbers = new Set<string>();
  for (const record of records) {
    if (numbers.has(record.number)) throw new Error(`two records are numbered ${record.number}`);
    numbers.add(record.number);
  }
  const relations = new Map<string, Relation>();
  for (const record of records) {
    for (const relation of relationsOf(record)) {
      for (const end of [relation.from, relation.to]) {
        if (!numbers.has(end)) throw new Error(`${record.file} names decision ${end}, which does not exist`);
      }
      relations.set(`${relation.from}>${relation.to}>${relation.kind}`, relation);
    }
  }
  for (const record of records) {
    const by = record.status?.supersededBy;
    if (by && !numbers.has(by)) throw new Error(`${record.file} is superseded by ${by}, which does not exist`);
  }
  const all = [...relations.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return records.map((record) => ({
    record,
    changedBy: all.filter((relation) => relation.to === record.number),
    changes: all.filter((relation) => relation.from === record.number),
  }));
}

const passiveWords: Record<RelationKind, string> = {
  supersedes: "superseded in part by",
  amends: "amended by",
  refines: "refined by",
  updates: "updated by",
};

function link(number: string, rows: readonly DecisionIndexRow[]): string {
  const row = rows.find((r) => r.record.number === number)!;
  return `[${number}](${row.record.file})`;
}

function isWhollySuperseded(row: DecisionIndexRow, by: string): boolean {
  return row.record.status?.supersededBy === by;
}

export function statusText(row: DecisionIndexRow, rows: readonly DecisionIndexRow[]): string {
  const status = row.record.status;
  const base = !status
    ? "accepted (implied)"
    : status.supersededBy
      ? `superseded by ${link(status.supersededBy, rows)}`
      : status.word;
  const notes = row.changedBy
    .filter((relation) => !(relation.kind === "supersedes" && isWhollySuperseded(row, relation.from)))
    .map((relation) => `${passiveWords[relation.kind]} ${link(relation.from, rows)}`);
  return [base, ...notes].join("; ");
}

export function revisesText(row: DecisionIndexRow, rows: readonly DecisionIndexRow[]): string {
  return row.changes
    .map((relation) => {
      const target = rows.find((r) => r.record.number === relation.to)!;
      if (relation.kind === "supersedes")
        return isWhollySuperseded(target, row.record.number)
          ? `supersedes ${link(relation.to, rows)}`
          : `supersedes part of ${link(relation.to, rows)}`;
      return `${relation.kind} ${link(relation.to, rows)}`;
    })
    .join("; ");
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/** The whole index file, from the records. */
export function renderDecisionsIndex(files: readonly DecisionFile[]): string {
  const rows = readIndex(files);
  const superseded = rows.filter((row) => row.record.status?.supersededBy).length;
  const inPart = rows.filter(
    (row) => !row.record.status?.supersededBy && row.changedBy.some((relation) => relation.kind === "supersedes"),
  ).length;
  const lines = [
    "# Decision records",
    "",
    "<!-- Generated by `npx tsx scripts/decisions-index.ts` from the records' headers. Do not edit by hand:",
    "     tests/unit/decisions-index.test.ts fails when this file and the records disagree. -->",
    "",
    "Short records of choices the project lives with: why, what was decided, and what follows from it. The product",
    "rules they build on are in [`docs/product/`](../product/README.md).",
    "",
    "**Adding a record**: copy [TEMPLATE.md](TEMPLATE.md) to `NNN-what-was-decided.md` (the next free number, or the",
    "range your issue gives you), fill it in, then run `npx tsx scripts/decisions-index.ts` and commit this index with",
    "it. A record that changes an earlier one says so in the line under its title (`Supersedes the X part of 041.`,",
    "`Amends 042.`); an earlier record replaced as a whole gets `Status: superseded by NNN` in its own header. Old",
    "records are kept, never deleted.",
    "",
    "**Reading the table**: the status is the record's own; *accepted (implied)* means its header states none (a record",
    'on `main` is in force). "Superseded in part", "amended", "refined" and "updated" come from later records\'',
    "headers: read the later record for what changed. A date of — means the header gives none (see the record's",
    "history in git).",
    "",
    `${rows.length} records; ${superseded} superseded as a whole, ${inPart} superseded in part.`,
    "",
    "| No. | Title | Date | Status | Revises |",
    "|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${link(row.record.number, rows)} | ${cell(row.record.title)} | ${row.record.date ?? "—"} | ${statusText(row, rows)} | ${revisesText(row, rows)} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

export function readDecisionFiles(dir = DECISIONS_DIR): DecisionFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), "utf8") }));
}

function main(args: string[]): number {
  const indexPath = path.join(DECISIONS_DIR, INDEX_FILE);
  const expected = renderDecisionsIndex(readDecisionFiles());
  let current = "";
  try {
    current = readFileSync(indexPath, "utf8");
  } catch {
    // No index yet: it is written below (or reported as out of date by --check).
  }
  if (args.includes("--check")) {
    if (current === expected) return 0;
    console.error(`${path.relative(process.cwd(), indexPath)} is out of date: run npx tsx scripts/decisions-index.ts`);
    return 1;
  }
  if (current === expected) {
    console.log(`${path.relative(process.cwd(), indexPath)} is up to date.`);
  } else {
    writeFileSync(indexPath, expected);
    console.log(`Wrote ${path.relative(process.cwd(), indexPath)}.`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
