import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DECISIONS_DIR,
  INDEX_FILE,
  parseRecord,
  readDecisionFiles,
  readIndex,
  renderDecisionsIndex,
  statusText,
  type DecisionFile,
} from "../../scripts/decisions-index";

// The index of docs/decisions is generated from the records' headers; a new or changed record without a regenerated
// index fails here, so the list of records and their status stays true.
describe("docs/decisions/README.md", () => {
  it("lists every decision record with the number, title, date and status its header gives", () => {
    const committed = readFileSync(path.join(DECISIONS_DIR, INDEX_FILE), "utf8");
    const expected = renderDecisionsIndex(readDecisionFiles());
    expect(committed, "the decisions index is out of date: run `npx tsx scripts/decisions-index.ts`").toBe(expected);
  });

  it("reads every record in the folder (none is skipped for a malformed name)", () => {
    const files = readDecisionFiles().filter((file) => file.name !== INDEX_FILE && file.name !== "TEMPLATE.md");
    expect(readIndex(files).map((row) => row.record.file)).toEqual(files.map((file) => file.name));
  });
});

const record = (name: string, ...lines: string[]): DecisionFile => ({ name, text: lines.join("\n") });

const stack = record("001-stack.md", "# 001 Stack", "", "Date: 2026-11-22 · Status: accepted", "", "## Context");
const shell = record(
  "004-light-shell.md",
  "# 004 The header's islands",
  "",
  "Date: 2026-11-22 · Status: accepted (supersedes the Radix part of 001)",
  "",
  "## Context",
  "It replaces nothing else; decision 002 is mentioned here, outside the header, and changes nothing.",
);

describe("reading a decision record's header", () => {
  it("takes the number and title from the first line and the date and status from the line under it", () => {
    expect(parseRecord(stack)).toMatchObject({
      number: "001",
      title: "Stack",
      date: "2026-11-22",
      status: { word: "accepted", supersededBy: null },
    });
  });

  it("accepts the title forms in use ('# 050: …', '# 098. …') and a header without date or status", () => {
    const parsed = parseRecord(record("098-cookies.md", "# 098. One cookie policy", "", "Issue 8.", "", "## Cookies"));
    expect(parsed).toMatchObject({ number: "098", title: "One cookie policy", date: null, status: null });
    expect(parseRecord(record("050-wiring.md", "# 050: Wiring", "", "Status: accepted (issue 5)")).title).toBe(
      "Wiring",
    );
  });

  it("reads a header that runs over two lines", () => {
    const parsed = parseRecord(
      record("195-calendar.md", "# 195. Calendar", "", "Date: 2026-11-28 · Supersedes the library of", "decision 112"),
    );
    expect(parsed.header).toBe("Date: 2026-11-28 · Supersedes the library of decision 112");
  });

  it("refuses a title whose number is not the file's, or a file without a title", () => {
    expect(() => parseRecord(record("005-x.md", "# 006 X"))).toThrow(/title says 006/);
    expect(() => parseRecord(record("005-x.md", "Date: 2026-11-22"))).toThrow(/first line must be the title/);
  });
});

describe("relations between records", () => {
  it("reads 'supersedes the … of NNN' in a later header as superseding that record in part", () => {
    const rows = readIndex([stack, shell]);
    expect(statusText(rows[0]!, rows)).toBe("accepted; superseded in part by [004](004-light-shell.md)");
    expect(rows[1]!.changes).toEqual([{ from: "004", to: "001", kind: "supersedes" }]);
  });

  it("says 'superseded by' alone when the earlier record's own status says so", () => {
    const old = record("189-strings.md", "# 189. Strings", "", "Date: 2026-11-26 · Status: superseded by decision 195");
    const next = record("195-calendar.md", "# 195. Calendar", "", "Date: 2026-11-28 · Supersedes decision 189");
    const rows = readIndex([old, next]);
    expect(statusText(rows[0]!, rows)).toBe("superseded by [195](195-calendar.md)");
  });

  it("ends a clause at a semicolon or at a parenthesis it did not open", () => {
    const amends = record(
      "092-money.md",
      "# 092 Money",
      "",
      "Status: accepted (issue 8). Amends 042 and 062 for X; 070 stays.",
    );
    const refines = record("095-rule.md", "# 095 Rule", "", "Status: accepted (refines 041) and 061 is untouched");
    const files = ["041", "042", "061", "062", "070"].map((n) =>
      record(`${n}-r.md`, `# ${n} R`, "", "Status: accepted"),
    );
    const rows = readIndex([...files, amends, refines]);
    const changes = (n: string) => rows.find((row) => row.record.number === n)!.changes.map((c) => `${c.kind} ${c.to}`);
    expect(changes("092")).toEqual(["amends 042", "amends 062"]);
    expect(changes("095")).toEqual(["refines 041"]);
  });

  it("reads 'replaced by decision NNN' in the earlier record's own header", () => {
    const db = record("002-db.md", "# 002 DB", "", "Status: accepted; the socket server is replaced by decision 090");
    const rows = readIndex([db, record("090-socket.md", "# 090 Socket", "", "Status: accepted")]);
    expect(statusText(rows[0]!, rows)).toBe("accepted; superseded in part by [090](090-socket.md)");
  });

  it("refuses a header that names a record that does not exist", () => {
    expect(() => readIndex([shell])).toThrow(/names decision 001, which does not exist/);
  });

  it("leaves the template and the index itself out", () => {
    const template = record("TEMPLATE.md", "# NNN Title");
    expect(readIndex([stack, template, record("README.md", "# Decision records")]).map((r) => r.record.file)).toEqual([
      "001-stack.md",
    ]);
  });
});
