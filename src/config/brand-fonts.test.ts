import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_FONT_FAMILY, BRAND_FONT_SCRIPT, brandFaces } from "./brand-fonts";

/** Runs the inline script with the browser's parts it uses given as arguments. */
const runScript = (
  window: object,
  document: object,
  fontFace: unknown,
  frame: (f: () => void) => void,
  timeout: (f: () => void) => void,
) =>
  new Function("window", "document", "FontFace", "requestAnimationFrame", "setTimeout", BRAND_FONT_SCRIPT)(
    window,
    document,
    fontFace,
    frame,
    timeout,
  );

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
    runScript(
      { FontFace: FakeFontFace },
      { fonts: { add: () => undefined } },
      FakeFontFace,
      (f) => frames.push(f),
      (f) => timers.push(f),
    );
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
    runScript(
      {},
      {},
      undefined,
      (f) => frames.push(f),
      () => undefined,
    );
    expect(frames).toHaveLength(0);
  });
});
