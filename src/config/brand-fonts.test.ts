import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_FONT_FAMILY, BRAND_FONT_SCRIPT, brandFaces } from "./brand-fonts";

describe("the brand serif, registered after the first paint (decision 190)", () => {
  it("names only files the site serves", () => {
    for (const face of brandFaces) expect(existsSync(path.resolve("public/fonts", face.file)), face.file).toBe(true);
  });

  it("registers every face, unicode range and weight with the family the stylesheet asks for", () => {
    const added: { family: string; source: string; descriptors: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    class FakeFontFace {
      constructor(family: string, source: string, descriptors: Record<string, string>) {
        added.push({ family, source, descriptors });
      }
    }
    const run = new Function("window", "document", "FontFace", "requestAnimationFrame", "setTimeout", BRAND_FONT_SCRIPT);
    run({ FontFace: FakeFontFace }, { fonts: { add: () => undefined } }, FakeFontFace, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
    // Nothing before the frame is painted.
    expect(added).toHaveLength(0);
    frames.forEach((f) => f());
    expect(added).toHaveLength(0);
    timers.forEach((f) => f());
    expect(added).toHaveLength(brandFaces.length);
    expect(added.every((a) => a.family === BRAND_FONT_FAMILY && a.descriptors.display === "swap")).toBe(true);
    expect(added.map((a) => a.source)).toEqual(brandFaces.map((f) => `url(/fonts/${f.file}) format('woff2')`));
    expect(added.map((a) => a.descriptors.unicodeRange)).toEqual(brandFaces.map((f) => f.unicodeRange));
  });

  it("does nothing in a browser without the CSS Font Loading API", () => {
    const frames: unknown[] = [];
    const run = new Function("window", "document", "FontFace", "requestAnimationFrame", "setTimeout", BRAND_FONT_SCRIPT);
    run({}, {}, undefined, (f: unknown) => frames.push(f), () => undefined);
    expect(frames).toHaveLength(0);
  });
});
