import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isolateLatinRuns, LRI, PDI, unisolatedLatinRuns } from "./bidi";

const shown = (s: string) => s.replaceAll(LRI, "⟨").replaceAll(PDI, "⟩");

describe("Latin runs inside Arabic text", () => {
  it("finds a bare Latin run with a neutral or weak edge (NAD+, B12), not one of letters only, and not an isolated one", () => {
    expect(unisolatedLatinRuns("جلسة NAD+ الفاخرة")).toEqual(["NAD+"]);
    expect(unisolatedLatinRuns("فيتامين B12 و CoQ10")).toEqual(["B12", "CoQ10"]);
    expect(unisolatedLatinRuns("عيادة Aurum Clinic في لندن")).toEqual([]);
    expect(unisolatedLatinRuns(`جلسة ${LRI}NAD+${PDI} الفاخرة`)).toEqual([]);
    expect(unisolatedLatinRuns("NAD+ Executive")).toEqual([]); // no Arabic: the paragraph is not right-to-left
  });

  it("looks into plural branches and rich text, not at ICU syntax, tags, link targets or addresses", () => {
    expect(unisolatedLatinRuns("{count, plural, one {# جلسة NAD+} other {# جلسات}} <b>B12</b>")).toEqual([
      "NAD+",
      "B12",
    ]);
    expect(unisolatedLatinRuns("{amount2} في <link2>الصفحة</link2> [هنا](/us/ar/nad-plus) أو ad2@example.com")).toEqual(
      [],
    );
  });

  it("isolates every Latin run of an Arabic message, once, leaving ICU syntax and addresses intact", () => {
    expect(
      shown(
        isolateLatinRuns("{count, plural, one {# جلسة NAD+ 500 mg} other {# جلسات}} في <b>Aurum Clinic</b> {name}"),
      ),
    ).toBe("{count, plural, one {# جلسة ⟨NAD+ 500 mg⟩} other {# جلسات}} في <b>⟨Aurum Clinic⟩</b> {name}");
    expect(shown(isolateLatinRuns("راسلنا على london@aurumclinic.com أو [Aurum](/uk/ar/nad)"))).toBe(
      "راسلنا على london@aurumclinic.com أو [⟨Aurum⟩](/uk/ar/nad)",
    );
    const once = isolateLatinRuns("فيتامين B12");
    expect(isolateLatinRuns(once)).toBe(once);
    expect(isolateLatinRuns("Vitamin B12")).toBe("Vitamin B12");
  });
});

type Tree = { [key: string]: string | Tree };
function strings(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}.${k}`, v] as [string, string]] : strings(v, `${prefix}.${k}`),
  );
}
function markdown(dir: string): string[] {
  return readdirSync(dir).flatMap((e) =>
    statSync(path.join(dir, e)).isDirectory()
      ? markdown(path.join(dir, e))
      : e.endsWith(".md")
        ? [path.join(dir, e)]
        : [],
  );
}

describe("the Arabic messages, catalogue and long-form pages", () => {
  it("have no bare Latin run that would reorder (npx tsx scripts/isolate-latin-ar.ts fixes them)", () => {
    const bare: string[] = [];
    for (const file of readdirSync("messages/ar").filter((f) => f.endsWith(".json"))) {
      for (const [key, text] of strings(
        JSON.parse(readFileSync(path.join("messages/ar", file), "utf8")) as Tree,
        file,
      )) {
        for (const run of unisolatedLatinRuns(text)) bare.push(`${key}: ${run}`);
      }
    }
    for (const file of markdown("content/ar")) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => unisolatedLatinRuns(line).forEach((run) => bare.push(`${file}:${i + 1}: ${run}`)));
    }
    expect(bare).toEqual([]);
  });

  it("name NAD+ isolated in the catalogue, so headings read NAD+ and not +NAD", () => {
    const catalogue = readFileSync("messages/ar/catalogue.json", "utf8");
    expect(catalogue).toContain("\\u2066NAD+\\u2069");
    expect(catalogue).not.toMatch(/[^\u2066]NAD\+(?!\\u2069)/);
  });
});
