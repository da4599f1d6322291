import { getImageProps } from "next/image";
import type { PhotoView } from "@/server/photos/read-photos";

/**
 * A photo from the back office (decision 160), through next/image's optimizer (AVIF or WebP, in the widths
 * `sizes` needs), rendered as a plain <img> from the server: no client JavaScript on content pages. It fills
 * its parent, which sets the shape (position relative, an aspect ratio or a size).
 */
export function Photo({ photo, sizes, className = "", eager = false }: { photo: PhotoView; sizes: string; className?: string; eager?: boolean }) {
  // Above the fold (a treatment's or a clinic's own page): fetched at once and first (Next 16's `priority` is deprecated).
  const { props } = getImageProps({ src: photo.src, alt: photo.alt, fill: true, sizes, quality: 70, ...(eager ? { loading: "eager" as const, fetchPriority: "high" as const } : {}) });
  // The props are next/image's own (optimizer srcset, sizes, alt), rendered without its client component.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} className={`object-cover ${className}`} data-photo="" />;
}
