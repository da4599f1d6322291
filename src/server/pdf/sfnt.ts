import "server-only";
import { inflateSync } from "node:zlib";

/**
 * WOFF 1.0 to the TrueType/OpenType file it wraps (decision 184). pdfkit's font library reads WOFF and WOFF2
 * itself, but inflates WOFF with a JavaScript zlib (8 s for the Chinese face) and its WOFF2 subsetter breaks on
 * composite glyphs (Inter); Node's zlib unwraps a WOFF in milliseconds and the plain font subsets cleanly.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((o) => woff.readUInt32BE(at + o)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed === length ? Buffer.from(raw) : inflateSync(raw);
    if (data.length !== length) throw new Error("a WOFF table does not inflate to its length");
    tables.push({ tag, checksum, data });
  }
  let selector = 0;
  while (1 << (selector + 1) <= numTables) selector++;
  const searchRange = (1 << selector) * 16;
  const header = 12 + numTables * 16;
  const out = Buffer.alloc(tables.reduce((size, t) => size + ((t.data.length + 3) & ~3), header));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(selector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = header;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

function tableOf(font: Buffer, name: string): Buffer | null {
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (font.toString("latin1", at, at + 4) === name)
      return font.subarray(font.readUInt32BE(at + 8), font.readUInt32BE(at + 8) + font.readUInt32BE(at + 12));
  }
  return null;
}

/**
 * Whether a font has a glyph for a code point, from its Unicode cmap (format 12, else format 4). Used to pick,
 * character by character, which of our faces draws a text (Latin, Cyrillic, Arabic, Chinese and Japanese
 * faces are separate files).
 */
export function glyphCoverage(font: Buffer): (codePoint: number) => boolean {
  const cmap = tableOf(font, "cmap");
  if (!cmap) return () => false;
  const subtables = new Map<string, number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const at = 4 + i * 8;
    subtables.set(`${cmap.readUInt16BE(at)}.${cmap.readUInt16BE(at + 2)}`, cmap.readUInt32BE(at + 4));
  }
  const full = subtables.get("3.10") ?? subtables.get("0.4");
  if (full !== undefined && cmap.readUInt16BE(full) === 12) {
    const groups = cmap.readUInt32BE(full + 12);
    return (cp) => {
      let [lo, hi] = [0, groups - 1];
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const at = full + 16 + mid * 12;
        if (cp < cmap.readUInt32BE(at)) hi = mid - 1;
        else if (cp > cmap.readUInt32BE(at + 4)) lo = mid + 1;
        else return cmap.readUInt32BE(at + 8) + (cp - cmap.readUInt32BE(at)) !== 0;
      }
      return false;
    };
  }
  const bmp = subtables.get("3.1") ?? subtables.get("0.3");
  if (bmp === undefined || cmap.readUInt16BE(bmp) !== 4) return () => false;
  const segments = cmap.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (cp) => {
    if (cp > 0xffff) return false;
    let [lo, hi] = [0, segments - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmap.readUInt16BE(ends + mid * 2) < cp) lo = mid + 1;
      else hi = mid;
    }
    const start = cmap.readUInt16BE(starts + lo * 2);
    if (cp < start || cp > cmap.readUInt16BE(ends + lo * 2)) return false;
    const delta = cmap.readUInt16BE(deltas + lo * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + lo * 2);
    if (rangeOffset === 0) return ((cp + delta) & 0xffff) !== 0;
    const at = rangeOffsets + lo * 2 + rangeOffset + (cp - start) * 2;
    const glyph = at + 2 <= cmap.length ? cmap.readUInt16BE(at) : 0;
    return glyph !== 0;
  };
}
