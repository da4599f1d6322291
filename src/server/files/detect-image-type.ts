/**
 * What an uploaded photograph really is, from its first bytes (decision 160): a renamed program, SVG or HTML
 * stays what it is and is refused. Photos may be JPEG, PNG or WebP. No server-only guard: pure, and unit-tested.
 */
export type ImageType = "jpeg" | "png" | "webp";

export const imageContentTypes: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
/** The file name extension a stored photo is served under. */
export const imageExtensions: Record<ImageType, string> = { jpeg: "jpg", png: "png", webp: "webp" };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** SOI then the start of a marker segment. */
const JPEG = [0xff, 0xd8, 0xff];
/** The 8-byte PNG signature, then the first chunk, which must be IHDR. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectImageType(bytes: Uint8Array): ImageType | null {
  // A real image is more than its signature: at least a header's worth of bytes.
  if (bytes.length < 16) return null;
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii("IHDR"), 12)) return "png";
  // RIFF <size> WEBP, then a VP8 / VP8L / VP8X chunk.
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8) && startsWith(bytes, ascii("VP8"), 12))
    return "webp";
  return null;
}

/** The type of a stored photo by its content type, or null for anything that is not one of ours (a CV). */
export function imageTypeOfContentType(contentType: string): ImageType | null {
  return (
    (Object.keys(imageContentTypes) as ImageType[]).find((type) => imageContentTypes[type] === contentType) ?? null
  );
}
