"use client";

import { useActionState, useState, type FormEvent, type ReactNode } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { formValues } from "@/shared/forms/form-values";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
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
  const describe = (name: string, hint?: string) => {
    const ids = [hint, fields[name] ? `${name}-error` : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": fields[name] ? true : undefined, "aria-describedby": ids || undefined };
  };
  const field = (name: string, label: string, control: ReactNode, extra?: ReactNode) => (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {label} *
      </label>
      {control}
      {extra}
      {fields[name] && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {fields[name]}
        </p>
      )}
    </div>
  );

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
        {variant === "contact" &&
          field(
            "title",
            labels.title,
            <select
              id="title"
              name="title"
              required
              defaultValue={value("title")}
              className={fieldClass}
              {...describe("title")}
            >
              <option value="">{labels.titleChoose}</option>
              {Object.entries(labels.titles).map(([key, text]) => (
                <option key={key} value={key}>
                  {text}
                </option>
              ))}
            </select>,
          )}
        {field(
          "fullName",
          labels.fullName,
          <input
            id="fullName"
            name="fullName"
            required
            autoComplete="name"
            defaultValue={value("fullName")}
            className={fieldClass}
            {...describe("fullName")}
          />,
        )}
      </div>
      {field(
        "email",
        labels.email,
        <input
          id="email"
          name="email"
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          defaultValue={value("email")}
          className={`${fieldClass} text-start`}
          {...describe("email")}
        />,
      )}
      <div className="grid gap-5 sm:grid-cols-[14rem_1fr]">
        {field(
          "phoneCountry",
          labels.phoneCountry,
          <select
            id="phoneCountry"
            name="phoneCountry"
            required
            autoComplete="tel-country-code"
            defaultValue={value("phoneCountry", defaultCountry)}
            className={fieldClass}
            {...describe("phoneCountry")}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          "phone",
          labels.phone,
          <input
            id="phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel-national"
            dir="ltr"
            defaultValue={value("phone")}
            className={`${fieldClass} text-start`}
            {...describe("phone", "phone-hint")}
          />,
          <p id="phone-hint" className="mt-1.5 text-xs text-stone">
            {labels.phoneHint}
          </p>,
        )}
      </div>
      {variant === "contact" &&
        field(
          "clinic",
          labels.clinic,
          <select
            id="clinic"
            name="clinic"
            required
            defaultValue={value("clinic", defaultClinic ?? "")}
            className={fieldClass}
            {...describe("clinic")}
          >
            <option value="">{labels.clinicChoose}</option>
            {clinics.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
      {variant === "contact" &&
        field(
          "message",
          labels.message,
          <textarea
            id="message"
            name="message"
            rows={5}
            required
            defaultValue={value("message")}
            className={fieldClass}
            {...describe("message")}
          />,
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
