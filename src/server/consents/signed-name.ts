/**
 * The typed signature of a consent (decision 184). Pure, so the form and its tests share it.
 *
 * What is accepted: one line of 2 to 120 characters with at least two letters, after spaces are trimmed and
 * runs of spaces collapsed; no control characters, and no invisible formatting characters (bidi overrides and
 * isolates could make a name display as something else), except the zero-width joiner and non-joiner some
 * scripts need. The name must then match the account's first and last name loosely: both must appear in it,
 * compared without case, accents, spaces or punctuation, in either order, with middle names allowed. So
 * "maria jose garcia-lopez" signs for María José / García López, and "王小明" for 小明 / 王.
 */

export const SIGNED_NAME_MAX = 120;
/** A longer field is refused without looking further (a 1 MB paste costs nothing). */
export const SIGNED_NAME_RAW_MAX = 400;

const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/gu;
/** Format characters (bidi controls, zero-width space, BOM…) other than ZWNJ and ZWJ. */
const FORMAT = /(?![\u200c\u200d])\p{Cf}/u;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The name as stored: NFC, trimmed, inner spaces collapsed to one. */
export function tidySignedName(raw: string): string {
  return raw.normalize("NFC").replace(SPACES, " ").trim();
}

export type SignedNameProblem = "nameRequired" | "nameTooLong" | "nameInvalid";

/** Why a typed name cannot be a signature, or null when it can (before comparing it with the account). */
export function signedNameProblem(raw: string): SignedNameProblem | null {
  if (raw.length > SIGNED_NAME_RAW_MAX) return "nameTooLong";
  if (CONTROL.test(raw) || LONE_SURROGATE.test(raw) || FORMAT.test(raw)) return "nameInvalid";
  const name = tidySignedName(raw);
  if (!name) return "nameRequired";
  if ([...name].length > SIGNED_NAME_MAX) return "nameTooLong";
  if ((name.match(/\p{L}/gu) ?? []).length < 2) return "nameInvalid";
  return null;
}

const FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", ı: "i", þ: "th" };

/** Letters and digits only, lower case, without accents: what two spellings of one name share. */
export function nameKey(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłıþ]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Whether the typed name is the account holder's: their first and last name both appear in it. */
export function matchesAccountName(typed: string, account: { firstName: string; lastName: string }): boolean {
  const key = nameKey(typed);
  const parts = [account.firstName, account.lastName].map(nameKey).filter(Boolean);
  return parts.every((part) => key.includes(part));
}
