/**
 * The text of a PDF made by pdfkit with embedded fonts, for tests: each font's ToUnicode map read back, each
 * shown string (TJ/Tj) decoded through its font, one string per drawn run, joined by spaces. Enough for our own
 * PDFs (pdfkit writes one layout); not a general PDF reader.
 */
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const out = new Map<number, PdfObject>();
  const text = pdf.toString("latin1");
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const body = m[2]!;
    const at = body.indexOf("stream");
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = m.index + m[0].indexOf(body) + at + "stream".length;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(start, start + length);
    out.set(Number(m[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : Buffer.from(raw) });
  }
  return out;
}

function utf16(hex: string): string {
  const bytes = Buffer.from(hex, "hex");
  let s = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes.readUInt16BE(i));
  return s;
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.split("\n")) {
      const list = /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[(.*)\]/i.exec(line);
      if (list) {
        const start = parseInt(list[1]!, 16);
        // A ligature maps to several characters, written "<0066 0066>".
        [...list[3]!.matchAll(/<([0-9a-f ]*)>/gi)].forEach((u, i) =>
          map.set(start + i, utf16(u[1]!.replaceAll(" ", ""))),
        );
        continue;
      }
      const range = /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/i.exec(line);
      if (range) {
        const [start, end, first] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16), parseInt(range[3]!, 16)];
        for (let c = start; c <= end; c++) map.set(c, String.fromCodePoint(first + c - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
  }
  return map;
}

/** The text drawn on each page of `pdf`, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const obj of objs.values()) {
    for (const ref of obj.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      if (fonts.has(ref[1]!)) continue;
      const font = objs.get(Number(ref[2]));
      const unicodeRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = unicodeRef ? objs.get(Number(unicodeRef[1]))?.stream : null;
      if (cmap) fonts.set(ref[1]!, toUnicodeMap(cmap.toString("latin1")));
    }
  }
  const shown: string[] = [];
  for (const obj of objs.values()) {
    if (!obj.stream || !/ (Tf|TJ|Tj)\b/.test(obj.stream.toString("latin1"))) continue;
    let current: Map<number, string> | undefined;
    const content = obj.stream.toString("latin1");
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        current = fonts.get(op[1]);
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!) : [op[3]!];
      let s = "";
      for (const hex of hexes)
        for (let i = 0; i + 4 <= hex.length; i += 4) s += current?.get(parseInt(hex.slice(i, i + 4), 16)) ?? "\ufffd";
      shown.push(s);
    }
  }
  return shown.join(" ");
}
