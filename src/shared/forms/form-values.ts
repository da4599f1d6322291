/**
 * A form's text fields as one record, the same way in the browser (the form's own check) and in the
 * server action: a field sent several times (a group of check boxes) is joined with commas; files and
 * React's own `$ACTION` fields are left out. No server-only guard: client forms import it.
 */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || key.startsWith("$")) continue;
    values[key] = key in values ? `${values[key]},${value}` : value;
  }
  return values;
}
