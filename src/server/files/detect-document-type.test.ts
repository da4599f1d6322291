import { describe, expect, it } from "vitest";
import { detectDocumentType } from "./detect-document-type";

/** A ZIP local file header naming one part. */
const zipWith = (name: string) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return new Uint8Array(Buffer.concat([header, Buffer.from(name), Buffer.alloc(64)]));
};

describe("detectDocumentType", () => {
  it("knows PDF, Word 97-2003 and Word 2007+ by their bytes", () => {
    expect(detectDocumentType(new Uint8Array(Buffer.from("%PDF-1.7\n...")))).toBe("pdf");
    expect(detectDocumentType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe("doc");
    expect(detectDocumentType(zipWith("word/document.xml"))).toBe("docx");
  });

  it("refuses a program, a plain ZIP and text, whatever their names", () => {
    expect(detectDocumentType(new Uint8Array(Buffer.from("MZ\x90\x00")))).toBeNull();
    expect(detectDocumentType(new Uint8Array(Buffer.from("\x7fELF\x02\x01")))).toBeNull();
    expect(detectDocumentType(zipWith("payload.exe"))).toBeNull();
    expect(detectDocumentType(new Uint8Array(Buffer.from("Dear hiring manager")))).toBeNull();
    expect(detectDocumentType(new Uint8Array(0))).toBeNull();
  });
});
