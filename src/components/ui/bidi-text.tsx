import { Fragment } from "react";

/** A run of Latin letters (with digits, "+", "-" and inner spaces): "NAD+", "G6PD", "Executive Plus". */
const LATIN_RUN = /([A-Za-z][A-Za-z0-9+\-]*(?: [A-Za-z0-9][A-Za-z0-9+\-]*)*\+?)/;

/**
 * Text with every Latin term isolated in `<bdi>` when the page is right-to-left, so "NAD+" never reads
 * "+NAD" inside Arabic. Left-to-right pages get the text unchanged.
 */
export function BidiText({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return <>{text}</>;
  const parts = text.split(LATIN_RUN);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : <Fragment key={i}>{part}</Fragment>))}</>;
}
