/**
 * One rule for the message under a field (issue 5's "the user sees the spec's message, localized, next to the field"):
 * a field's message key is read from the first catalogue that has it, and a key no catalogue has (zod's own English
 * wording, "Invalid input", when a schema lacks a message of ours) shows the form's generic field message instead of
 * a raw key or English text. The API's envelope calls it too, with `errors.app.fieldInvalid` as the generic message.
 */

/** A translator of one namespace, as `getTranslations` or `createTranslator` give it. */
export interface Catalogue {
  (key: string): string;
  has(key: string): boolean;
}

export function fieldMessage(key: string, catalogues: readonly Catalogue[], fallback: () => string): string {
  for (const catalogue of catalogues) if (catalogue.has(key)) return catalogue(key);
  return fallback();
}

/**
 * Where a request form's field message keys are written, asked in this order (the server actions and the request API
 * routes): `requests.errors` in three parts by who reads them, so a page's island provider can send only its own
 * (the contact form reads `contact` in the browser; the weekend call back's and the enquiry forms' are the
 * server's), then the spa request's `catalogue.request.errors`, which every request form shares. No key is in two
 * of the `requests.errors` parts.
 */
export const requestFieldNamespaces = [
  "requests.errors.contact",
  "requests.errors.callBack",
  "requests.errors.enquiry",
  "catalogue.request.errors",
] as const;
