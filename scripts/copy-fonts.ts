/**
 * Runs after `npm install`: copies the Chinese and Japanese Noto Sans subsets (weights 400 and 600) from
 * @fontsource into public/fonts/cjk with one stylesheet per language. The stylesheets keep @fontsource's
 * unicode-range slices, so a page downloads only the slices its characters need. Only zh and ja pages link them.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const target = path.resolve("public/fonts/cjk");
const families = [
  { pkg: "noto-sans-sc", css: "noto-sans-sc.css" },
  { pkg: "noto-sans-jp", css: "noto-sans-jp.css" },
];

mkdirSync(target, { recursive: true });
for (const { pkg, css } of families) {
  const dir = path.resolve("node_modules/@fontsource", pkg);
  if (!existsSync(dir)) {
    console.warn(`[fonts] ${pkg} is not installed; ${css} not written`);
    continue;
  }
  const sheets = ["400.css", "600.css"].map((file) => readFileSync(path.join(dir, file), "utf8"));
  const out = sheets
    .join("\n")
    // Keep the woff2 source only, served from /fonts/cjk.
    .replace(
      /src: url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\), url\([^)]+\) format\('woff'\);/g,
      (_match, file: string) => {
        copyFileSync(path.join(dir, "files", file), path.join(target, file));
        return `src: url(/fonts/cjk/${file}) format('woff2');`;
      },
    );
  writeFileSync(path.join(target, css), out);
}
console.log("[fonts] CJK fonts ready in public/fonts/cjk");
