/**
 * The sandbox card form formats as the customer types (issue 11): the number in groups of four, the expiry as
 * "MM/YY" with the slash added ("1228" becomes "12/28"), the CVC digits only. The server accepts spaces and the
 * slash either way (card-schema.ts); these only help the eye.
 */

/** ASCII digits of what was typed: Arabic-Indic and Persian digits (an Arabic keyboard's) count as digits too. */
function digitsOf(value: string): string {
  return value
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\D/g, "");
}

/** Digits only, at most 19 (the longest card numbers), in groups of four: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * "MM/YY" from whatever was typed. A first digit 2-9 can only be a month, so it becomes "0N/". The slash appears
 * after the month while typing forward; deleting it (the new value is shorter than the previous one) is not undone.
 */
export function formatExpiry(value: string, previous = ""): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits[0] ?? "")) digits = `0${digits}`.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  const deleting = value.length < previous.length;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/** Three or four digits. */
export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}
