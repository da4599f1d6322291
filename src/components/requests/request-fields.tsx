import type { ReactNode } from "react";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
import { Field, type FieldLook } from "@/components/forms/field";
import { fieldClass } from "@/components/forms/field-class";

/**
 * The fields the public request forms share (contact, call-back, spa request, weekend call-back, newsletter), each a
 * `Field` (label, message and hint tied to the control) around the same control. `id`: the control's; `label`,
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

/** The full name (`fullName`), required. */
export function FullNameField({ id, label, error, marker, look, className = fieldClass, defaultValue }: FieldProps) {
  return (
    <Field id={id} name="fullName" label={label} required={marker} error={error} look={look}>
      {(control) => (
        <input
          {...control}
          name="fullName"
          required
          autoComplete="name"
          defaultValue={defaultValue}
          className={className}
        />
      )}
    </Field>
  );
}

/** The e-mail address, required, written left to right. */
export function EmailField({ id, label, error, marker, look, className = fieldClass, defaultValue }: FieldProps) {
  return (
    <Field id={id} name="email" label={label} required={marker} error={error} look={look}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          defaultValue={defaultValue}
          className={`${className} text-start`}
        />
      )}
    </Field>
  );
}

/** The phone number, required, written left to right; `national` when a country field gives the dialling code. */
export function PhoneField({
  id,
  label,
  error,
  hint,
  marker,
  look,
  className = fieldClass,
  defaultValue,
  national = false,
}: FieldProps & { national?: boolean }) {
  return (
    <Field id={id} name="phone" label={label} required={marker} hint={hint} error={error} look={look}>
      {(control) => (
        <input
          {...control}
          name="phone"
          type="tel"
          required
          autoComplete={national ? "tel-national" : "tel"}
          dir="ltr"
          defaultValue={defaultValue}
          className={`${className} text-start`}
        />
      )}
    </Field>
  );
}

/** The country whose dialling code the phone number takes. */
export function PhoneCountryField({
  id,
  label,
  error,
  marker,
  look,
  className = fieldClass,
  defaultValue,
  countries,
}: FieldProps & { countries: { code: string; label: string }[] }) {
  return (
    <Field id={id} name="phoneCountry" label={label} required={marker} error={error} look={look}>
      {(control) => (
        <select
          {...control}
          name="phoneCountry"
          required={marker ? true : undefined}
          autoComplete="tel-country-code"
          defaultValue={defaultValue}
          className={className}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A required choice (`name`) whose first option, empty, asks to choose. */
export function ChoiceField({
  id,
  label,
  error,
  defaultValue,
  choose,
  options,
}: Pick<FieldProps, "id" | "label" | "error" | "defaultValue"> & {
  choose: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field id={id} label={label} required="in-label" error={error}>
      {(control) => (
        <select {...control} name={id} required defaultValue={defaultValue} className={fieldClass}>
          <option value="">{choose}</option>
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

/** The alert a form's answer opens with, when the answer has a message for the whole form. */
export function FormAlert({ message, className }: { message?: string | null; className: string }) {
  return message ? (
    <p role="alert" className={className}>
      {message}
    </p>
  ) : null;
}

/** The alert's look in the site's request forms. */
export const alertClass = "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800";

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
