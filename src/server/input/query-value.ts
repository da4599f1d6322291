/**
 * One parameter of a page's query as text: the first value when the name is repeated (Next then hands an array),
 * "" when it is absent. A value with a control character names nothing a page looks up (a NUL would reach the
 * database as an error, a 500): it reads as absent. A page's query is typed as strings but comes from whoever wrote
 * the address; each page still checks the value's meaning (a day, a clinic, a token) itself.
 */
export function queryValue(value: string | string[] | undefined): string {
  const first = (Array.isArray(value) ? value[0] : value) ?? "";
  return /[\u0000-\u001f\u007f]/.test(first) ? "" : first;
}
