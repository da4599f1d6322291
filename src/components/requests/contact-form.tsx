"use client";

import { useActionState, useState, type FormEvent } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { formValues } from "@/shared/forms/form-values";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
import { Field } from "@/components/forms/field";
import { fieldClass } from "@/components/forms/field-class";
import { callBackSchema } from "@/shared/requests/call-back-schema";
import { contactRequestSchema, fieldProblems } from "@/shared/requests/contact-request-schema";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

export interface ContactFormLabels {
  title: string;
  titleChoose: string;
  titles: Record<string, string>;
  fullName: string;
  email: string;
  phoneCountry: string;
  phone: string;
  phoneHint: string;
  clinic: string;
  clinicChoose: string;
  message: string;
  submit: string;
  sending: string;
  required: string;
  /** Every message key of the schema, translated: the browser's own check shows the server's words. */
  errors: Record<string, string>;
  formError: string;
}

interface Props {
  /** contact: every field; callBack: name, e-mail and phone only (same schema as /api/call_back). */
  variant?: "contact" | "callBack";
  action: Action;
  area: string;
  locale: string;
  clinics: { slug: string; name: string }[];
  countries: { code: string; label: string }[];
  defaultCountry: string;
  defaultClinic?: string;
  labels: ContactFormLabels;
}

const order = ["title", "fullName", "email", "phoneCountry", "phone", "clinic", "message"];

/**
 * The contact form. The server action does the work, so it posts without JavaScript; with it, the
 * shared zod schema checks the fields first and the messages appear at once, in the same words.
 */
export function ContactForm({
  variant = "contact",
  action,
  area,
  locale,
  clinics,
  countries,
  defaultCountry,
  defaultClinic,
  labels,
}: Props) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [checked, setChecked] = useState<{ fields: Record<string, string>; after: FormState } | null>(null);
  // The browser's own check wins until the server answers again.
  const local = checked && checked.after === state ? checked.fields : null;
  const fields = local ?? state.fields ?? {};
  const formError = local ? labels.formError : state.message;

  function check(event: FormEvent<HTMLFormElement>) {
    const values = formValues(new FormData(event.currentTarget));
    const parsed = (variant === "contact" ? contactRequestSchema : callBackSchema).safeParse(values);
    if (parsed.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    const problems = fieldProblems(parsed.error);
    setChecked({
      fields: Object.fromEntries(
        Object.entries(problems).map(([field, key]) => [field, labels.errors[key] ?? labels.formError]),
      ),
      after: state,
    });
    const first = order.find((name) => problems[name]);
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  const value = (name: string, fallback = "") => state.values?.[name] ?? fallback;
  // A new key after each server answer remounts the fields, so their default values show what was sent.
  return (
    <form
      action={formAction}
      onSubmit={check}
      noValidate
      className="relative grid gap-5 rounded-2xl border border-linen bg-white p-6 md:p-8"
      key={JSON.stringify(state.values ?? {})}
    >
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <p className="text-sm text-stone">{labels.required}</p>
      <div className={variant === "contact" ? "grid gap-5 sm:grid-cols-[10rem_1fr]" : "grid gap-5"}>
        {variant === "contact" && (
          <Field id="title" label={labels.title} required="in-label" error={fields.title}>
            {(control) => (
              <select {...control} name="title" required defaultValue={value("title")} className={fieldClass}>
                <option value="">{labels.titleChoose}</option>
                {Object.entries(labels.titles).map(([key, text]) => (
                  <option key={key} value={key}>
                    {text}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="fullName" label={labels.fullName} required="in-label" error={fields.fullName}>
          {(control) => (
            <input
              {...control}
              name="fullName"
              required
              autoComplete="name"
              defaultValue={value("fullName")}
              className={fieldClass}
            />
          )}
        </Field>
      </div>
      <Field id="email" label={labels.email} required="in-label" error={fields.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            defaultValue={value("email")}
            className={`${fieldClass} text-start`}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[14rem_1fr]">
        <Field id="phoneCountry" label={labels.phoneCountry} required="in-label" error={fields.phoneCountry}>
          {(control) => (
            <select
              {...control}
              name="phoneCountry"
              required
              autoComplete="tel-country-code"
              defaultValue={value("phoneCountry", defaultCountry)}
              className={fieldClass}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="phone" label={labels.phone} required="in-label" hint={labels.phoneHint} error={fields.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              required
              autoComplete="tel-national"
              dir="ltr"
              defaultValue={value("phone")}
              className={`${fieldClass} text-start`}
            />
          )}
        </Field>
      </div>
      {variant === "contact" && (
        <Field id="clinic" label={labels.clinic} required="in-label" error={fields.clinic}>
          {(control) => (
            <select
              {...control}
              name="clinic"
              required
              defaultValue={value("clinic", defaultClinic ?? "")}
              className={fieldClass}
            >
              <option value="">{labels.clinicChoose}</option>
              {clinics.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {variant === "contact" && (
        <Field id="message" label={labels.message} required="in-label" error={fields.message}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              required
              defaultValue={value("message")}
              className={fieldClass}
            />
          )}
        </Field>
      )}
      <HoneypotField />
      <BotCheckField locale={locale} form={variant === "callBack" ? "call-back" : "contact"} />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex items-center justify-center justify-self-start rounded-full bg-ink px-7 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-60"
      >
        {pending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
