"use client";

import { useActionState, useEffect, useState, type FormEvent } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { formValues } from "@/shared/forms/form-values";
import { Field } from "@/components/forms/field";
import { useTranslations } from "@/i18n/islands/island-intl";
import { fieldClass } from "@/components/forms/field-class";
import { callBackSchema } from "@/shared/requests/call-back-schema";
import { contactRequestSchema, fieldProblems } from "@/shared/requests/contact-request-schema";
import { FormAlert, FormEnd, SelectField, TextField } from "./request-fields";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

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
  /** The title choices' keys (the spa request's `personTitles`), translated here. */
  titles?: readonly string[];
}

const order = ["title", "fullName", "email", "phoneCountry", "phone", "clinic", "message"];

/**
 * The schema's message keys and where each is written: the request forms' shared ones (catalogue.request.errors), or
 * the contact form's own (requests.errors.contact, shared with the enquiry forms; the rest of requests.errors is the
 * server's and is not sent to this form's pages).
 */
const ownErrors = new Set(["phoneCountry", "phoneFormat", "message"]);
const sharedErrors = new Set(["title", "fullName", "email", "emailFormat", "phone", "clinic", "messageLength", "form"]);

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
  titles = [],
}: Props) {
  const request = useTranslations("catalogue.request");
  const requests = useTranslations("requests.fields");
  const ownError = useTranslations("requests.errors.contact");
  const contact = useTranslations("requests.contact");
  const callBack = useTranslations("requests.callBack");
  const message = (key: string) =>
    ownErrors.has(key) ? ownError(key) : sharedErrors.has(key) ? request(`errors.${key}`) : request("errors.form");
  const [state, formAction, pending] = useActionState(action, idleState);
  const [checked, setChecked] = useState<{ fields: Record<string, string>; after: FormState } | null>(null);
  // The browser's own check wins until the server answers again.
  const local = checked && checked.after === state ? checked.fields : null;
  const fields = local ?? state.fields ?? {};
  const formError = local ? request("errors.form") : state.message;
  // The server's answer with field errors puts the focus on the first of them, as the browser's own check does: a form
  // sent before the page's script was ready (a slow phone) is checked by the server alone.
  useEffect(() => {
    const first = order.find((name) => state.fields?.[name]);
    if (first) document.getElementById(first)?.focus();
  }, [state]);

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
      fields: Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, message(key)])),
      after: state,
    });
    const first = order.find((name) => problems[name]);
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  const value = (name: string, fallback = "") => state.values?.[name] ?? fallback;
  // A field whose id is its name: its message and the value last sent (else `fallback`).
  const named = (name: string, fallback = "") => ({
    id: name,
    marker: "in-label" as const,
    error: fields[name],
    defaultValue: value(name, fallback),
  });
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
      <FormAlert message={formError} />
      <p className="text-sm text-stone">{request("required")}</p>
      <div className={variant === "contact" ? "grid gap-5 sm:grid-cols-[10rem_1fr]" : "grid gap-5"}>
        {variant === "contact" && (
          <SelectField
            {...named("title")}
            label={request("fields.title")}
            choose={request("fields.titleChoose")}
            options={titles.map((key) => ({ value: key, label: request(`titles.${key}`) }))}
          />
        )}
        <TextField {...named("fullName")} kind="fullName" label={request("fields.fullName")} />
      </div>
      <TextField {...named("email")} kind="email" label={request("fields.email")} />
      <div className="grid gap-5 sm:grid-cols-[14rem_1fr]">
        <SelectField
          {...named("phoneCountry", defaultCountry)}
          autoComplete="tel-country-code"
          label={requests("phoneCountry")}
          options={countries.map((c) => ({ value: c.code, label: c.label }))}
        />
        <TextField {...named("phone")} kind="nationalPhone" label={requests("phone")} hint={requests("phoneHint")} />
      </div>
      {variant === "contact" && (
        <SelectField
          {...named("clinic", defaultClinic ?? "")}
          label={requests("clinic")}
          choose={request("fields.clinicChoose")}
          options={clinics.map((c) => ({ value: c.slug, label: c.name }))}
        />
      )}
      {variant === "contact" && (
        <Field id="message" label={requests("message")} required="in-label" error={fields.message}>
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
      <FormEnd
        locale={locale}
        form={variant === "callBack" ? "call-back" : "contact"}
        pending={pending}
        label={(variant === "contact" ? contact : callBack)("submit")}
        sending={request("sending")}
      />
    </form>
  );
}
