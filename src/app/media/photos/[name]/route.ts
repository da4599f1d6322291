import { servedPhoto } from "@/server/photos/read-photos";

/**
 * Stored photos (decision 160), by content address: /media/photos/<sha256>.<jpg|png|webp>. The name changes
 * with the bytes, so the answer is cached for a year and never revalidated. `nosniff` and a sandboxing policy
 * keep a browser from treating the bytes as anything but the image they were checked to be. next/image reads
 * these URLs (images.localPatterns) and serves AVIF or WebP in the sizes a page asks for.
 */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const photo = await servedPhoto(name);
  if (!photo)
    return new Response("Not found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    });
  return new Response(Buffer.from(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
