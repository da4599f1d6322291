/**
 * `Content-Disposition: attachment` for a stored file's name: an ASCII fallback (quotes, backslashes, controls and
 * anything outside printable ASCII replaced) and the exact name in RFC 5987 form for browsers that read it.
 * Pure, no server-only guard (unit-tested).
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, "").trim() || "file";
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
