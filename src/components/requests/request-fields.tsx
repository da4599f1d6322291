import type { ReactNode } from "react";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
import { Field, type FieldLook } from "@/components/forms/field";
import { fieldClass } from "@/components/forms/field-class";

/**
 * The fields the public request forms share (contact, call-back, spa request, weekend call-back, newsletter), each a
 * `Field` (label, message and hint tied to the control) around its control. `id`: the control's; `label`,
 * `hint`, `error`: translated by the form; `marker`: "in-label" in forms whose labels end in " *" (the control is
 * required either way); `look` and `className`: a form's own sizes, the site's form look by default.
 */
interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  marker?: "in-label";
  look?: FieldLook;
  className?: string;
  defaultValue?: string;
}

/** What each text field's control is: the browser's fill-in hint, and left to right for an address or a number. */
const textControls = {
  fullName: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email", dir: "ltr" },
  phone: { type: "tel", autoComplete: "tel", dir: "ltr" },
  /** The number without its dialling code, which a phone country field gives. */
  nationalPhone: { type: "tel", autoComplete: "tel-national", dir: "ltr" },
} as const;

/** A required text field: the full name, the e-mail address or the phone number (`kind`). */
export function TextField({
  kind,
  id,
  label,
  error,
  hint,
  marker,
  look,
  className = fieldClass,
  defaultValue,
}: FieldProps & { kind: keyof typeof textControls }) {
  const name = kind === "nationalPhone" ? "phone" : kind;
  const control = textControls[kind];
  return (
    <Field id={id} name={name} label={label} required={marker} hint={hint} error={error} look={look}>
      {(described) => (
        <input
          {...described}
          name={name}
          required
          {...control}
          defaultValue={defaultValue}
          className={"dir" in control ? `${className} text-start` : className}
        />
      )}
    </Field>
  );
}

/**
 * A choice (`name`, the id by default): required unless `optional`; `choose`, the first option's text (empty, asking to choose) where
 * the field starts unchosen; `autoComplete`, the browser's fill-in hint.
 */
export function SelectField({
  id,
  name = id,
  label,
  error,
  marker,
  look,
  className = fieldClass,
  defaultValue,
  choose,
  options,
  autoComplete,
  optional = false,
}: FieldProps & {
  name?: string;
  choose?: string;
  options: { value: string; label: string }[];
  autoComplete?: string;
  optional?: boolean;
}) {
  return (
    <Field id={id} name={name} label={label} required={marker} error={error} look={look}>
      {(control) => (
        <select
          {...control}
          name={name}
          required={!optional}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          className={className}
        >
          {choose !== undefined && <option value="">{choose}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The alert a form's answer opens with, when the answer has a message for the whole form; the site's look by default. */
export function FormAlert({
  message,
  className = "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
}: {
  message?: string | null;
  className?: string;
}) {
  return message ? (
    <p role="alert" className={className}>
      {message}
    </p>
  ) : null;
}

/** The end of a public form: the honeypot, the bot check, and the submit button ("sending" while it posts). */
export function FormEnd({
  locale,
  form,
  load,
  pending,
  label,
  sending,
  className = "inline-flex items-center justify-center justify-self-start rounded-full bg-ink px-7 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-60",
}: {
  locale: string;
  form: string;
  load?: boolean;
  pending: boolean;
  label: string;
  sending: string;
  className?: string;
}) {
  return (
    <>
      <HoneypotField />
      <BotCheckField locale={locale} form={form} load={load} />
      <button type="submit" disabled={pending} className={className}>
        {pending ? sending : label}
      </button>
    </>
  );
}
