import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

/** How many of the most common passwords are refused (ASVS 5.0: at least the top 10,000). */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * Names of this site that people reach for; the maintained list cannot know them.
 * Lower-cased like the list; compared case-insensitively.
 */
const SITE_WORDS = ["aurum123", "aurumclinic", "aurumclinic1", "aurum2026", "clinic123", "nadplus1", "nad+1234"];

let refused: ReadonlySet<string> | null = null;

/**
 * The most common passwords, by breach frequency, from zxcvbn-ts's maintained common list
 * (`@zxcvbn-ts/language-common`, its `passwords-common` dictionary, ordered most common first), plus the site's
 * own words. Built once, on first use.
 */
export function commonPasswords(): ReadonlySet<string> {
  refused ??= new Set([
    ...dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
    ...SITE_WORDS,
  ]);
  return refused;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
