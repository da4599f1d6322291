/**
 * use-intl's message formatter outside the browser (decision 191), in place of `use-intl/format-message`
 * (next.config.ts aliases it; vitest.config.ts too, so tests run what the server runs).
 *
 * The booking and account islands get their messages compiled on the server (./compile-client-messages.ts), and the
 * browser formats them with use-intl's `format-only`, which carries no ICU parser (12 KB gzip less on the basket,
 * checkout and account pages). The same islands are rendered on the server first, from the same compiled messages,
 * while every server component still reads the catalogue's ICU strings: a compiled message with arguments is an
 * array, and goes to `format-only`; a string goes to the full formatter, as before. A compiled message without
 * arguments is the same string as its source (the unit test checks every message of every locale).
 */
// By file: the package's own names are the ones aliased to this module. The files have no types beside them.
// @ts-expect-error -- typed through FormatMessage below
import full from "../../../node_modules/use-intl/dist/esm/production/format-message/index.js";
// @ts-expect-error -- typed through FormatMessage below
import compiledOnly from "../../../node_modules/use-intl/dist/esm/production/format-message/format-only.js";

type FormatMessage = ((...args: unknown[]) => unknown) & { raw?: boolean };

const formatFull = full as FormatMessage;
const formatCompiled = compiledOnly as FormatMessage;

export default function formatMessage(...args: unknown[]): unknown {
  return typeof args[1] === "string" ? formatFull(...args) : formatCompiled(...args);
}
// `t.raw` is for ICU strings; server components use it on the catalogue's (src/components/catalogue/catalogue-labels.ts).
formatMessage.raw = true;
