/**
 * The name a stored file keeps (issue 39): the visitor's name without its extension, then the extension of the
 * type the bytes were detected as. `cv.html` holding a PDF is kept, shown and downloaded as `cv.pdf`, so no
 * program on a member of staff's machine opens it as anything but what it is. Every file store applies it to
 * every upload (newStoredFileMeta in file-store.ts). No server-only guard: pure, and unit-tested.
 */
const extensionOfType: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Any type we do not store under its own extension is kept as opaque bytes. */
const FALLBACK_EXTENSION = "bin";

export function storedFileName(name: string, contentType: string): string {
  const extension = extensionOfType[contentType.split(";")[0]!.trim().toLowerCase()] ?? FALLBACK_EXTENSION;
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    // Every extension goes (`cv.pdf.html`, `cv.html.`), dots and spaces at either end too.
    .replace(/\..*$/s, "")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .slice(0, 120);
  return `${base || "file"}.${extension}`;
}
