import "server-only";
import type { Face, FaceChain } from "./pdf-fonts";

/**
 * Paragraphs for our PDFs in every script we write (decision 184). pdfkit draws one font per call, wraps on
 * spaces only and knows no right-to-left text: here a paragraph is cut into pieces at its break opportunities
 * (spaces; between Chinese or Japanese characters, with the usual kinsoku exceptions; after a hyphen), each piece
 * into runs of the first face that has its glyphs, lines are filled greedily, and each line is put in visual
 * order by the Unicode bidi algorithm's reordering rule on pieces: Arabic pieces right to left (the font library
 * shapes and orders the letters of a word), Latin words and numbers inside Arabic left to right, brackets
 * mirrored. It is not the full algorithm (no embeddings, pieces take one direction): enough for our consent
 * texts, names and values, which the tests look at page by page.
 */

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  chain: FaceChain;
  size: number;
  color: string;
  /** Line height as a multiple of the size (default 1.45). */
  leading?: number;
}

interface Run {
  text: string;
  face: Face;
  width: number;
}

interface Piece {
  runs: Run[];
  width: number;
  dir: "L" | "R" | "EN" | "N";
  /** The width of the gap after this piece (a space, or nothing at a break inside Chinese text). */
  gap: number;
}

/** Direction controls in the text itself (the isolates of decision 177): pieces already order Latin inside Arabic. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const MARK = /\p{M}/u;
const SPACE = /\s/u;
const NO_BREAK_BEFORE = new Set([
  ..."、。，．・：；？！）」』】〕〉》〗ー…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ!),.:;?%％",
]);
const NO_BREAK_AFTER = new Set([..."（「『【〔〈《〖("]);
const MIRRORED: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

const registered = new WeakMap<Doc, Set<string>>();

/** Make `face` current in `doc` (registering it the first time this document uses it). */
function withFace(doc: Doc, face: Face, size: number): Doc {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(face.name)) {
    doc.registerFont(face.name, face.bytes);
    names.add(face.name);
  }
  return doc.font(face.name).fontSize(size);
}

/** R: has a right-to-left letter; L: another letter; EN: a number without letters (10:00, 2047,); N: neither. */
function directionOf(text: string): Piece["dir"] {
  if (RTL.test(text)) return "R";
  if (LETTER.test(text)) return "L";
  return DIGIT.test(text) ? "EN" : "N";
}

/** The paragraph's own direction: its first strong character's (bidi rule P2), else `fallback`. */
export function baseDirection(text: string, fallback: "L" | "R"): "L" | "R" {
  for (const ch of text.replace(BIDI_CONTROLS, "")) {
    if (RTL.test(ch)) return "R";
    if (/\p{L}/u.test(ch)) return "L";
  }
  return fallback;
}

function breakBetween(before: string, after: string): boolean {
  // A hyphenated word may break after its hyphen ("well-|being"); a code such as a booking number (BK-TPQL8F6R) never.
  if (before === "-" && /\p{Ll}/u.test(after)) return true;
  return (CJK.test(before) || CJK.test(after)) && !NO_BREAK_BEFORE.has(after) && !NO_BREAK_AFTER.has(before);
}

function measure(doc: Doc, text: string, dir: Piece["dir"], style: TextStyle): Run[] {
  const runs: Run[] = [];
  for (const raw of text) {
    const ch = dir === "R" ? (MIRRORED[raw] ?? raw) : raw;
    const last = runs.at(-1);
    const face = last && MARK.test(ch) ? last.face : style.chain.faceFor(ch.codePointAt(0)!);
    if (last && last.face === face) last.text += ch;
    else runs.push({ text: ch, face, width: 0 });
  }
  for (const run of runs) run.width = withFace(doc, run.face, style.size).widthOfString(run.text);
  return runs;
}

function piece(doc: Doc, text: string, spaceAfter: boolean, style: TextStyle, space: number): Piece {
  const dir = directionOf(text);
  const runs = measure(doc, text, dir, style);
  return { runs, dir, width: runs.reduce((w, r) => w + r.width, 0), gap: spaceAfter ? space : 0 };
}

/** Punctuation at the edges of a word is a piece of its own (a neutral, placed by the bidi rules), glued to the word. */
function edges(text: string): string[] {
  const lead = /^[^\p{L}\p{N}\p{M}]+/u.exec(text)?.[0] ?? "";
  if (lead.length === text.length) return [text];
  const trail = /[^\p{L}\p{N}\p{M}]+$/u.exec(text)?.[0] ?? "";
  return [lead, text.slice(lead.length, text.length - trail.length), trail].filter(Boolean);
}

/**
 * The units of one line of text (no line breaks in it): a unit is what may not be broken (a word with its
 * punctuation, one Chinese character with the punctuation it keeps), made of pieces, with the gap after each.
 */
function unitsOf(doc: Doc, text: string, style: TextStyle, maxWidth: number): Piece[][] {
  const space = withFace(doc, style.chain.primary, style.size).widthOfString(" ");
  const out: Piece[][] = [];
  let current = "";
  let spaced = false;
  let previous = "";
  const flush = (spaceAfter: boolean) => {
    if (!current) return;
    const parts = edges(current);
    const unit = parts.map((part, i) => piece(doc, part, spaceAfter && i === parts.length - 1, style, space));
    if (unit.reduce((w, p) => w + p.width, 0) <= maxWidth) out.push(unit);
    else out.push(...fitting(doc, current, spaceAfter ? space : 0, style, maxWidth).map((p) => [p]));
    current = "";
  };
  for (const ch of text) {
    if (SPACE.test(ch)) {
      spaced = Boolean(current) || spaced;
      continue;
    }
    if (spaced) flush(true);
    else if (current && breakBetween(previous, ch)) flush(false);
    spaced = false;
    current += ch;
    previous = ch;
  }
  flush(false);
  return out;
}

/** A word wider than the line (a hash, a long address) is cut between characters so every part fits. */
function fitting(doc: Doc, text: string, gap: number, style: TextStyle, maxWidth: number): Piece[] {
  const parts: Piece[] = [];
  let current = "";
  for (const ch of text) {
    if (current && piece(doc, current + ch, false, style, 0).width > maxWidth) {
      parts.push(piece(doc, current, false, style, 0));
      current = "";
    }
    current += ch;
  }
  parts.push({ ...piece(doc, current, false, style, 0), gap });
  return parts;
}

/** Greedy line filling, unit by unit. */
function linesOf(units: Piece[][], maxWidth: number): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let width = 0;
  for (const unit of units) {
    const before = line.length ? line.at(-1)!.gap : 0;
    const unitWidth = unit.reduce((w, p, i) => w + p.width + (i < unit.length - 1 ? p.gap : 0), 0);
    if (line.length && width + before + unitWidth > maxWidth) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length ? before : 0) + unitWidth;
    line.push(...unit);
  }
  if (line.length) lines.push(line);
  return lines;
}

/**
 * Bidi rules W, N and I in small, on pieces: a number after right-to-left text belongs to it (an Arabic number,
 * kept left to right inside), else it is left to right; a neutral piece between two pieces of one direction
 * takes it (numbers count as right to left), else the paragraph's; then the embedding levels.
 */
export function visualOrder(line: Piece[], base: "L" | "R"): { piece: Piece; index: number; level: number }[] {
  const strongBefore = (types: string[], i: number) =>
    types
      .slice(0, i)
      .reverse()
      .find((t) => t === "L" || t === "R") ?? base;
  const numbers = line.map((p, i, all) =>
    p.dir === "EN"
      ? strongBefore(
          all.map((q) => q.dir),
          i,
        ) === "R"
        ? "AN"
        : "L"
      : p.dir,
  );
  const asStrong = (t: string | undefined) => (t === "AN" ? "R" : t);
  const resolved = numbers.map((t, i) => {
    if (t !== "N") return t;
    const before =
      asStrong(
        numbers
          .slice(0, i)
          .reverse()
          .find((d) => d !== "N"),
      ) ?? base;
    const after = asStrong(numbers.slice(i + 1).find((d) => d !== "N")) ?? base;
    return before === after ? before : base;
  });
  const levels = resolved.map(
    (t) => (base === "L" ? { L: 0, R: 1, AN: 2 } : { L: 2, R: 1, AN: 2 })[t as "L" | "R" | "AN"],
  );
  const items = line.map((p, index) => ({ piece: p, index, level: levels[index]! }));
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  // Rule L2: from the highest level down to the lowest odd one, reverse every run at that level or above.
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < items.length; i++) {
      if (items[i]!.level < level) continue;
      let j = i;
      while (j + 1 < items.length && items[j + 1]!.level >= level) j++;
      items.splice(i, j - i + 1, ...items.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return items;
}

function drawLine(
  doc: Doc,
  line: Piece[],
  base: "L" | "R",
  style: TextStyle,
  box: { x: number; width: number; alignEnd: boolean },
  baseline: number,
) {
  const ordered = visualOrder(line, base);
  const space = withFace(doc, style.chain.primary, style.size).widthOfString(" ");
  // The gap between two pieces shown side by side: theirs when they were neighbours in the text, else a space.
  const gaps = ordered.map((item, i) => {
    const next = ordered[i + 1];
    if (!next) return 0;
    const first = Math.min(item.index, next.index);
    return Math.abs(item.index - next.index) === 1 ? line[first]!.gap : space;
  });
  const total = ordered.reduce((w, item, i) => w + item.piece.width + gaps[i]!, 0);
  let x = box.alignEnd ? box.x + box.width - total : box.x;
  doc.fillColor(style.color);
  ordered.forEach((item, i) => {
    const runs = item.piece.dir === "R" ? [...item.piece.runs].reverse() : item.piece.runs;
    // A bracket that the rules made right to left is drawn mirrored (a mirrored pair has one width).
    const mirror = item.piece.dir === "N" && item.level % 2 === 1;
    for (const run of runs) {
      const text = mirror
        ? [...run.text]
            .reverse()
            .map((c) => MIRRORED[c] ?? c)
            .join("")
        : run.text;
      withFace(doc, run.face, style.size).text(text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
      x += run.width;
    }
    x += gaps[i]!;
  });
}

export interface ParagraphBox {
  x: number;
  width: number;
  /** The document's direction: "R" aligns every paragraph to the right edge of its box. */
  documentDirection: "L" | "R";
}

/** Lay out a paragraph without drawing it: its lines, and the height they take. */
export function layoutParagraph(doc: Doc, text: string, style: TextStyle, box: ParagraphBox) {
  // Each line of the text is a paragraph of its own in the bidi sense, with its own direction.
  const lines = text
    .replace(BIDI_CONTROLS, "")
    .split(/\r?\n/)
    .flatMap((hard) => {
      const base = baseDirection(hard, box.documentDirection);
      const found = linesOf(unitsOf(doc, hard, style, box.width), box.width);
      return (found.length ? found : [[]]).map((pieces) => ({ pieces, base }));
    });
  const lineHeight = style.size * (style.leading ?? 1.45);
  return { lines, lineHeight, height: lines.length * lineHeight };
}

/**
 * Draw a paragraph with its top at `top`; returns where the next one may start. When a line would cross
 * `bottom`, `newPage()` is called and gives the top of the next page.
 */
export function drawParagraph(
  doc: Doc,
  text: string,
  style: TextStyle,
  box: ParagraphBox,
  at: { top: number; bottom: number; newPage: () => number },
): number {
  const { lines, lineHeight } = layoutParagraph(doc, text, style, box);
  let top = at.top;
  for (const line of lines) {
    if (top + lineHeight > at.bottom) top = at.newPage();
    if (line.pieces.length)
      drawLine(
        doc,
        line.pieces,
        line.base,
        style,
        { x: box.x, width: box.width, alignEnd: box.documentDirection === "R" },
        top + style.size * 1.05,
      );
    top += lineHeight;
  }
  return top;
}
