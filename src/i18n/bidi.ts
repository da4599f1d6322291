/**
 * Latin inside Arabic text (decision 177). A Latin term whose edge is a neutral or weak character ("NAD+",
 * "B12", "CoQ10") is laid out by the paragraph's direction: in Arabic "NAD+" shows as "+NAD". Every Latin run
 * in Arabic messages, catalogue texts and long-form pages is wrapped in Unicode isolates, LRI (U+2066) …
 * PDI (U+2069): they work in HTML, attributes and plain-text mails alike, where a <bdi> cannot go.
 * `isolateLatinRuns` adds them (outside ICU arguments and rich-text tags); `unisolatedLatinRuns` finds the
 * runs still bare, for the test that keeps the message files right.
 */

export const LRI = "\u2066";
export const PDI = "\u2069";

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** One Latin word: letters with digits, inner joiners (e-mail, V&A, Dr.X) and trailing plus signs (NAD+). */
const WORD = String.raw`[0-9]*[A-Za-z][A-Za-z0-9]*(?:[-'’.&/][A-Za-z0-9]+)*\+*`;
/** Latin words (or numbers after the first word: "NAD+ 500 mg") separated by spaces: one run. */
const RUN = new RegExp(String.raw`${WORD}(?: +(?:${WORD}|[0-9]+(?:[.,][0-9]+)?\+*))*`, "g");
/** Not prose: rich-text and HTML tags, Markdown link targets, addresses (left whole, so links keep working). */
const NOT_TEXT = /(<\/?[A-Za-z][^<>]*>|\]\([^)]*\)|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s)]+)/;
const LETTER_EDGES = /^[A-Za-z].*[A-Za-z]$|^[A-Za-z]$/s;

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/**
 * Splits an ICU message into the text a reader sees and the syntax around it ({name}, {count, plural, …},
 * <tag>), calling `onText` for the visible parts (plural and select branches included) only.
 */
function mapVisibleText(message: string, onText: (text: string) => string): string {
  let out = "";
  let i = 0;
  const text = (chunk: string) =>
    chunk
      .split(NOT_TEXT)
      .map((part, n) => (n % 2 === 1 ? part : onText(part)))
      .join("");
  while (i < message.length) {
    const open = message.indexOf("{", i);
    if (open === -1) {
      out += text(message.slice(i));
      break;
    }
    out += text(message.slice(i, open));
    const close = matchingBrace(message, open);
    if (close === -1) {
      out += message.slice(open);
      break;
    }
    out += argument(message.slice(open, close + 1), onText);
    i = close + 1;
  }
  return out;
}

function matchingBrace(message: string, open: number): number {
  let depth = 0;
  for (let j = open; j < message.length; j++) {
    if (message[j] === "{") depth++;
    else if (message[j] === "}" && --depth === 0) return j;
  }
  return -1;
}

/** "{name}" stays; "{count, plural, one {…} other {…}}" keeps its syntax and maps each branch's text. */
function argument(arg: string, onText: (text: string) => string): string {
  const m = /^\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,/.exec(arg);
  if (!m) return arg;
  let out = m[0];
  let i = m[0].length;
  const body = arg.slice(0, -1);
  while (i < body.length) {
    const open = body.indexOf("{", i);
    if (open === -1) break;
    out += body.slice(i, open);
    const close = matchingBrace(body, open);
    if (close === -1) return arg;
    out += `{${mapVisibleText(body.slice(open + 1, close), onText)}}`;
    i = close + 1;
  }
  return `${out}${body.slice(i)}}`;
}

/** Outside isolates only: the parts of `text` not already between LRI/RLI/FSI and PDI. */
function mapOutsideIsolates(text: string, fn: (part: string) => string): string {
  return text
    .split(/([\u2066\u2067\u2068][^\u2069]*\u2069)/)
    .map((part, n) => (n % 2 === 1 ? part : fn(part)))
    .join("");
}

/** Wraps every Latin run of an Arabic message in LRI…PDI (messages without Arabic letters are left alone). */
export function isolateLatinRuns(message: string): string {
  if (!hasArabic(message)) return message;
  return mapVisibleText(message, (text) =>
    mapOutsideIsolates(text, (part) => part.replace(RUN, (run) => `${LRI}${run}${PDI}`)),
  );
}

/**
 * The Latin runs of an Arabic message that are not isolated and would reorder: those with a neutral or weak
 * character (+, a digit, a dot) at an edge. ICU syntax and tags are not text; messages without Arabic pass.
 */
export function unisolatedLatinRuns(message: string): string[] {
  if (!hasArabic(message)) return [];
  const found: string[] = [];
  mapVisibleText(message, (text) =>
    mapOutsideIsolates(text, (part) => {
      for (const run of part.match(RUN) ?? []) if (!LETTER_EDGES.test(run)) found.push(run);
      return part;
    }),
  );
  return found;
}

/** First strong isolate (U+2068): the text inside takes the direction of its own first letter. */
export const FSI = "\u2068";

/**
 * A value set into a sentence (a booking number, an address, a phone number, a date) in FSI…PDI, so on an Arabic
 * page or mail "BK-P5Q9RRSR" stays whole and "781 Madison Avenue" keeps its order (issue 40, row 9). The isolates
 * work in HTML, in attributes and in plain-text mails alike.
 */
export function isolate(value: string): string {
  return value === "" || /^[\u2066-\u2068][^]*\u2069$/.test(value) ? value : `${FSI}${value}${PDI}`;
}

/** ICU select arguments in the mail messages: keys the message matches, not text a reader sees. */
const SELECT_ARGUMENTS = new Set(["kind", "method"]);

/** Every string among a message's values isolated (numbers are formatted by the message, selects are matched). */
export function isolateValues<V extends Record<string, unknown>>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" && !SELECT_ARGUMENTS.has(key) ? isolate(value) : value,
    ]),
  ) as V;
}
