/**
 * What a document really is, from its first bytes (a renamed program stays a program). CVs may be PDF,
 * Word 97-2003 (an OLE2 compound file) or Word 2007+ (a ZIP whose parts live under word/).
 * No server-only guard: pure, and unit-tested.
 */
export type DocumentType = "pdf" | "doc" | "docx";

export const documentContentTypes: Record<DocumentType, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

/** Does a ZIP archive name a part under word/ (local file headers hold the names in clear)? */
function zipHasWordPart(bytes: Uint8Array): boolean {
  const name = new TextEncoder().encode("word/");
  for (let i = 0; i + 30 < bytes.length; i++) {
    if (!startsWith(bytes.subarray(i), ZIP)) continue;
    const nameLength = bytes[i + 26]! | (bytes[i + 27]! << 8);
    const start = i + 30;
    if (nameLength >= name.length && startsWith(bytes.subarray(start, start + nameLength), [...name])) return true;
  }
  return false;
}

export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE2)) return "doc";
  if (startsWith(bytes, ZIP) && zipHasWordPart(bytes)) return "docx";
  return null;
}
