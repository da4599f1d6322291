/**
 * Message catalogues are split by feature: messages/<locale>/<namespace>.json.
 * A feature adds its namespace here and its file in every locale; splitting keeps
 * parallel work from colliding in one huge file and lets translators work per area.
 */
export const namespaces = [
  "common",
  "home",
  "meta",
  "errors",
  "catalogue",
  "auth",
  "account",
  "mail",
  "booking",
  "basket",
  "content",
  "stories",
  "faqs",
  "fault",
  "requests",
  "treatments",
  "staff",
  "health",
  "waitlist",
  "consent-forms",
  "clinicians",
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces written in English only (decision 130): the back office. Staff pages render in English
 * whatever the locale in the address, so these are not counted as missing translations.
 */
export const englishOnlyNamespaces: readonly Namespace[] = ["staff"];
