import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { glyphCoverage, woffToSfnt } from "./sfnt";

/**
 * The faces our PDFs are drawn with (decision 184): the site's own fonts from @fontsource, embedded and subset,
 * never pdfkit's standard 14 (whose metrics are files a bundler loses, and which have no Arabic, Cyrillic or
 * CJK). Noto Sans for the text in every script we write (its Latin, Cyrillic and Vietnamese faces come with the
 * Chinese family), Noto Sans Arabic, Noto Sans SC and JP, and Cormorant Garamond for the letterhead. Each file
 * is read and unwrapped once per process, only when a text needs it.
 */
const FILES = {
  latin: "noto-sans-sc/files/noto-sans-sc-latin-{w}-normal.woff",
  latinExt: "noto-sans-sc/files/noto-sans-sc-latin-ext-{w}-normal.woff",
  cyrillic: "noto-sans-sc/files/noto-sans-sc-cyrillic-{w}-normal.woff",
  vietnamese: "noto-sans-sc/files/noto-sans-sc-vietnamese-{w}-normal.woff",
  arabic: "noto-sans-arabic/files/noto-sans-arabic-arabic-{w}-normal.woff",
  chinese: "noto-sans-sc/files/noto-sans-sc-chinese-simplified-{w}-normal.woff",
  japanese: "noto-sans-jp/files/noto-sans-jp-japanese-{w}-normal.woff",
  brand: "cormorant-garamond/files/cormorant-garamond-latin-{w}-normal.woff",
} as const;

type Script = keyof typeof FILES;
export type Weight = 400 | 600;

export interface Face {
  /** The name the face is registered under in a document. */
  name: string;
  /** The TrueType/OpenType bytes. */
  bytes: Buffer;
  has: (codePoint: number) => boolean;
}

const loaded = new Map<string, Face>();

function face(script: Script, weight: Weight): Face {
  const name = `${script}-${weight}`;
  let found = loaded.get(name);
  if (!found) {
    const file = path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      "node_modules",
      "@fontsource",
      FILES[script].replace("{w}", String(weight)),
    );
    const bytes = woffToSfnt(readFileSync(file));
    found = { name, bytes, has: glyphCoverage(bytes) };
    loaded.set(name, found);
  }
  return found;
}

/**
 * The faces to try, in order, for text in a document of this language: the first face with a glyph for a
 * character draws it. Japanese documents prefer the Japanese forms of shared Han characters, every other
 * language the Simplified Chinese ones. Files are opened lazily, as a character reaches them.
 */
export class FaceChain {
  private readonly scripts: Script[];
  private readonly faces = new Map<Script, Face>();

  constructor(
    locale: string,
    readonly weight: Weight,
    lead: Script[] = [],
  ) {
    const cjk: Script[] = locale === "ja" ? ["japanese", "chinese"] : ["chinese", "japanese"];
    this.scripts = [...lead, "latin", "latinExt", "cyrillic", "vietnamese", "arabic", ...cjk];
  }

  private at(script: Script): Face {
    let found = this.faces.get(script);
    if (!found) {
      found = face(script, this.weight);
      this.faces.set(script, found);
    }
    return found;
  }

  /** The face that draws this character: the first with a glyph for it, else the first face (a visible box). */
  faceFor(codePoint: number): Face {
    for (const script of this.scripts) {
      const candidate = this.at(script);
      if (candidate.has(codePoint)) return candidate;
    }
    return this.at(this.scripts[0]!);
  }

  /** The chain's first face (spaces, and what nothing else draws). */
  get primary(): Face {
    return this.at(this.scripts[0]!);
  }
}

/** The letterhead's serif face (Latin only; anything else falls back to the text faces). */
export function brandChain(locale: string): FaceChain {
  return new FaceChain(locale, 600, ["brand"]);
}
