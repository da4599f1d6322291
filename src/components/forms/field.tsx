import type { ReactNode } from "react";

/** What a field gives its control: the id its label points at, and its state for assistive technology. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The classes of a field's label (or legend), hint and message; each form has its own size and colours. */
export interface FieldLook {
  label: string;
  hint: string;
  error: string;
}

/** The site's forms (contact, concierge, franchising, careers, spa requests). */
const siteForm: FieldLook = {
  label: "text-sm font-medium",
  hint: "mt-1.5 text-xs text-stone",
  error: "mt-1.5 text-sm font-medium text-red-800",
};

/**
 * One form field: its label, its control, a hint and its message in error, tied together. The control (rendered by
 * `children` with the props it needs) is named by the label, marked invalid while there is a message, and described
 * by the message, then the hint, read in that order. The hint's and the message's ids are the control's id with
 * `-hint` and `-error`; the message carries `data-field-error` with the field's name.
 *
 * `group`: a set of checkboxes or radios, a fieldset named by its legend; the fieldset is what is invalid and
 * described, and `children` renders its boxes. `inline`: one checkbox, rendered by `children` inside its label,
 * before the label's text. `after`: what follows a group's hint and message inside its fieldset (a radio group's
 * follow-up question).
 */
export function Field({
  id,
  name = id,
  label,
  required,
  hint,
  error,
  look = siteForm,
  className,
  group = false,
  inline = false,
  after,
  testId,
  children,
}: {
  /** The control's id. */
  id: string;
  /** The form's name for the field (the message's `data-field-error`); the id by default. */
  name?: string;
  label: ReactNode;
  /**
   * How a required field says so. "star": a star beside the label for those who see it (screen readers hear the
   * control's own `required`), so the label's text stays the field's name ("Email", not "Email *"). "in-label":
   * " *" ends the label's text, in forms whose fields are named so ("Full name *"). The control sets `required`.
   */
  required?: "star" | "in-label";
  hint?: ReactNode;
  /** The field's message, translated; none while the field is fine. */
  error?: string | null;
  look?: FieldLook;
  className?: string;
  group?: boolean;
  inline?: boolean;
  after?: ReactNode;
  testId?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
  };
  const inLabel = required === "in-label" ? " *" : null;
  const notes = (
    <>
      {hint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={look.error} data-field-error={name}>
          {error}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset
        className={className}
        data-testid={testId}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={control["aria-describedby"]}
      >
        <legend className={look.label}>
          {label}
          {inLabel}
        </legend>
        {children(control)}
        {notes}
        {after}
      </fieldset>
    );
  }
  if (inline) {
    return (
      <div className={className} data-testid={testId}>
        <label className={look.label}>
          {children(control)}
          <span>
            {label}
            {inLabel}
          </span>
        </label>
        {notes}
      </div>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {required === "star" ? (
        <div className={look.label}>
          <label htmlFor={id}>{label}</label>
          <span aria-hidden="true" data-required-mark="" className="text-red-800">
            {" *"}
          </span>
        </div>
      ) : (
        <label htmlFor={id} className={look.label}>
          {label}
          {inLabel}
        </label>
      )}
      {children(control)}
      {notes}
    </div>
  );
}
