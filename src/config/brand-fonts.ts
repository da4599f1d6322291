/**
 * The brand serif, Cormorant Garamond (headings and the wordmark), loaded after the page's first paint (issue 14,
 * decision 190). Body text uses the platform's own interface font, which needs no download.
 *
 * Declared in the stylesheet, the faces were fetched at the highest priority while the page was still being laid
 * out, so a phone on a slow network waited for 120 KB of fonts before it showed any text, and Lighthouse counted
 * them in the first and largest paints. This inline script, run as the browser parses <head>, registers the same
 * faces through the CSS Font Loading API one frame after the first paint: text paints at once in the fallback
 * serif (Georgia, Times), and the headings take the brand face when it arrives (`display: swap`). The browser
 * still downloads only the faces the page's text uses (the unicode ranges keep Cyrillic to Russian pages).
 * Without JavaScript the fallback serif stays.
 *
 * Pages rendered per request trust the script by its hash (src/config/content-security-policy.ts; a test pins
 * it). Not server-only and free of path aliases: next.config.ts imports the policy, which imports this.
 */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_ITALIC = "U+0000-00FF,U+0131,U+0152-0153,U+2000-206F";
const CYRILLIC = "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116";

export const BRAND_FONT_FAMILY = "Cormorant";

export interface BrandFace {
  style: "normal" | "italic";
  weight: "400" | "500" | "600";
  /** A file in public/fonts. */
  file: string;
  unicodeRange: string;
}

export const brandFaces: readonly BrandFace[] = [
  { style: "normal", weight: "400", file: "cormorant-garamond-latin-400-normal.woff2", unicodeRange: LATIN },
  { style: "italic", weight: "400", file: "cormorant-garamond-latin-400-italic.woff2", unicodeRange: LATIN_ITALIC },
  { style: "normal", weight: "500", file: "cormorant-garamond-latin-500-normal.woff2", unicodeRange: LATIN },
  { style: "normal", weight: "600", file: "cormorant-garamond-latin-600-normal.woff2", unicodeRange: LATIN },
  { style: "normal", weight: "400", file: "cormorant-garamond-cyrillic-400-normal.woff2", unicodeRange: CYRILLIC },
  { style: "normal", weight: "500", file: "cormorant-garamond-cyrillic-500-normal.woff2", unicodeRange: CYRILLIC },
  { style: "normal", weight: "600", file: "cormorant-garamond-cyrillic-600-normal.woff2", unicodeRange: CYRILLIC },
];

const faceList = JSON.stringify(brandFaces.map((f) => [f.style, f.weight, f.file, f.unicodeRange]));

/** requestAnimationFrame runs before the first paint; the timeout it sets, after it. */
export const BRAND_FONT_SCRIPT = `window.FontFace&&requestAnimationFrame(function(){setTimeout(function(){${faceList}.forEach(function(f){document.fonts.add(new FontFace("${BRAND_FONT_FAMILY}","url(/fonts/"+f[2]+") format('woff2')",{style:f[0],weight:f[1],unicodeRange:f[3],display:"swap"}))})})})`;

/** The SHA-256 of BRAND_FONT_SCRIPT, as a CSP source. */
export const BRAND_FONT_SCRIPT_HASH = "'sha256-Ya/MJR6rAVEf71Bp+l6WxvqaldDBEyyuaHmsi0PNKvA='";
