import { namespaces } from "../../src/i18n/namespaces";

/**
 * What a message key looks like when next-intl cannot find it and prints its path instead: a namespace of ours,
 * then dotted segments ("booking.time.yourTime", "mail.login-code.heading"). Not inside a word, an address or a
 * path ("home.example.com" in an e-mail address is not a key), and at least one segment after the namespace.
 */
export const MESSAGE_KEY = new RegExp(
  String.raw`(?<![\w@/.:-])(?:${namespaces.map((n) => n.replace("-", String.raw`\-`)).join("|")})(?:\.[A-Za-z][\w-]*)+(?![\w@/-])`,
  "g",
);

/** Every string in `text` that looks like a message key (empty when there is none). */
export function messageKeysIn(text: string): string[] {
  return [...text.matchAll(MESSAGE_KEY)].map((m) => m[0]);
}
