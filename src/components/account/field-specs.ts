import type { FieldSpec } from "./action-form";

/** An ActionForm's hidden fields, in the order given: where the form was sent from and what it is about. */
export function hiddenFields(values: Record<string, string | number>): FieldSpec[] {
  return Object.entries(values).map(([name, value]) => ({
    name,
    type: "hidden",
    label: "",
    defaultValue: String(value),
  }));
}

/** A new password and its confirmation, as a new member of staff or a customer resetting theirs types them. */
export function newPasswordFields(labels: { password: string; hint: string; confirm: string }): FieldSpec[] {
  return [
    { name: "password", type: "password", label: labels.password, autoComplete: "new-password", hint: labels.hint },
    { name: "confirmPassword", type: "password", label: labels.confirm, autoComplete: "new-password" },
  ];
}
