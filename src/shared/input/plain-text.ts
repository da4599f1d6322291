/**
 * The one rule for text a person types (decision 080): no NUL or other control characters and no
 * unpaired UTF-16 surrogates. PostgreSQL refuses NUL in text (SQLSTATE 22021), so this must be
 * caught by the schema with the field's own message, not by the database as a 500.
 *
 * Pure and without a server-only guard: form schemas that client components import use it too.
 */

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same, and no tab or line break either: names, e-mails, codes. */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A one-line value (name, e-mail, code, key): no control character at all. */
export function isSingleLineText(value: string): boolean {
  return !CONTROL_SINGLE_LINE.test(value) && !LONE_SURROGATE.test(value);
}

/** A free text (message, note): line breaks and tabs allowed, other control characters not. */
export function isMultilineText(value: string): boolean {
  return !CONTROL_MULTILINE.test(value) && !LONE_SURROGATE.test(value);
}
