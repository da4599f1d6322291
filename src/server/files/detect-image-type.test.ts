import { describe, expect, it } from "vitest";
import { detectImageType, imageTypeOfContentType } from "./detect-image-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))).concat(Buffer.alloc(32)),
    ),
  );

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("detectImageType", () => {
  it("knows JPEG, PNG and WebP by their bytes", () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"))).toBe("jpeg");
    expect(detectImageType(bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR"))).toBe("png");
    expect(detectImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(detectImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8L"))).toBe("webp");
    expect(detectImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8X"))).toBe("webp");
  });

  it("refuses programs, documents, markup, other images and truncated signatures, whatever their names", () => {
    expect(detectImageType(bytes("MZ\x90\x00"))).toBeNull();
    expect(detectImageType(bytes("\x7fELF\x02\x01"))).toBeNull();
    expect(detectImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(detectImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(detectImageType(bytes("<!doctype html><script>"))).toBeNull();
    expect(detectImageType(bytes("GIF89a"))).toBeNull();
    // A RIFF that is not WebP (a WAV sound), and a PNG signature without its IHDR chunk.
    expect(detectImageType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes(PNG_SIGNATURE, [0, 0, 0, 13], "tEXt"))).toBeNull();
    // Only the signature, nothing after it.
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(detectImageType(new Uint8Array(0))).toBeNull();
  });

  it("maps stored content types back, and nothing else", () => {
    expect(imageTypeOfContentType("image/png")).toBe("png");
    expect(imageTypeOfContentType("application/pdf")).toBeNull();
    expect(imageTypeOfContentType("image/svg+xml")).toBeNull();
  });
});
