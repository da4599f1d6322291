import { crc32, deflateSync } from "node:zlib";

/**
 * A small but real PNG (8-bit RGB, a gradient in the given colour), made in a few lines so tests and journeys
 * need no binary fixtures. Decoders (sharp, browsers) read it.
 */
export function tinyPng(
  width = 48,
  height = 32,
  rgb: [number, number, number] = [176, 141, 87],
): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const shade = 0.6 + (0.4 * (x + y)) / (width + height);
      for (let c = 0; c < 3; c++) rows[row + 1 + x * 3 + c] = Math.round(rgb[c]! * shade);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]),
  );
}
