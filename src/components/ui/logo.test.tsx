import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRAND_FONT_FAMILY, brandFaces } from "@/config/brand-fonts";
import { Logo } from "./logo";

describe("the wordmark", () => {
  it("is set in the brand font, left to right and marked English, on every page", () => {
    const html = renderToStaticMarkup(<Logo label="Aurum Clinic" />);
    expect(html).toMatch(
      /<span class="font-brand[^"]*" lang="en" dir="ltr" data-testid="wordmark">Aurum Clinic<\/span>/,
    );
    expect(html).not.toContain("font-serif");
  });

  it("the brand font is Cormorant Garamond and no language re-points it (only --font-serif changes per language)", () => {
    const css = readFileSync("src/app/globals.css", "utf8");
    expect(css).toMatch(/--font-brand:\s*"Cormorant"/);
    expect(css.match(/--font-brand:/g)).toHaveLength(1);
    // The faces are registered after the first paint (decision 190), under the family the stylesheet names.
    expect(BRAND_FONT_FAMILY).toBe("Cormorant");
    expect(brandFaces.map((f) => f.file)).toContain("cormorant-garamond-latin-400-normal.woff2");
  });
});
