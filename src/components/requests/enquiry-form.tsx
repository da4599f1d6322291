"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { FormAlert, FormEnd } from "./request-fields";
import { Field, type FieldControl } from "@/components/forms/field";
import { fieldClass } from "@/components/forms/field-class";
import type { EnquiryFormName } from "./enquiry-checks";

export type { EnquiryFormName };

type Action = (state: FormState, formData: FormData) => Promise<FormState>;
type Checks = typeof import("./enquiry-checks");

/** Focus on a field by name (a group of radios or checkboxes: its first box). */
function focusField(form: HTMLFormElement, name: string) {
  const target = form.elements.namedItem(name);
  (target instanceof RadioNodeList ? (target[0] as HTMLElement | undefined) : (target as HTMLElement | null))?.focus();
}

/** One field, described by the page (Server Component) in the visitor's language. */
export interface EnquiryField {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "date" | "number" | "select" | "textarea" | "checkboxes" | "file" | "hidden";
  required?: boolean;
  hint?: string;
  defaultValue?: string;
  /** For select and checkboxes; a select's first option is `choose` with an empty value when given. */
  options?: { value: string; label: string }[];
  choose?: string;
  autoComplete?: string;
  /** Numbers, addresses and dates read left to right even in Arabic. */
  ltr?: boolean;
  min?: string;
  max?: string;
  accept?: string;
}

interface Props {
  form: EnquiryFormName;
  action: Action;
  area: string;
  locale: string;
  /** Rows of fields: two or more in a row sit side by side on wider screens. */
  rows: (EnquiryField | EnquiryField[])[];
  labels: { submit: string; sending: string; required: string; formError: string; errors: Record<string, string> };
}

/**
 * The concierge, franchising and careers forms: the server action does the work (it posts without
 * JavaScript); with it, the shared zod schema (and the CV's size) is checked first and every message
 * appears next to its field at once, focus on the first.
 */
export function EnquiryForm({ form, action, area, locale, rows, labels }: Props) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [checked, setChecked] = useState<{ fields: Record<string, string>; after: FormState } | null>(null);
  const local = checked && checked.after === state ? checked.fields : null;
  const fields = local ?? state.fields ?? {};
  const formError = local ? labels.formError : state.message;
  const all = rows.flat();
  const formElement = useRef<HTMLFormElement>(null);

  // The server's answer (the form was sent before its check had loaded, or without JavaScript's check): focus on the
  // first field it names, as the check in the browser does.
  useEffect(() => {
    const first = rows.flat().find((f) => state.fields?.[f.name]);
    if (first && formElement.current) focusField(formElement.current, first.name);
  }, [state, rows]);

  // The schemas (zod and the phone-number rules) load when the visitor first reaches the form, not with the page.
  const checks = useRef<Checks | null>(null);
  const loading = useRef(false);
  function loadChecks() {
    if (loading.current) return;
    loading.current = true;
    import("./enquiry-checks").then(
      (module) => (checks.current = module),
      () => (loading.current = false),
    );
  }

  function check(event: FormEvent<HTMLFormElement>) {
    // Not loaded yet (sent at once, or offline): the server checks with the same schema and answers in the same words.
    if (!checks.current) return;
    const data = new FormData(event.currentTarget);
    const problems = checks.current.enquiryProblems(
      form,
      data,
      all.filter((f) => f.type === "file").map((f) => f.name),
    );
    if (Object.keys(problems).length === 0) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({
      fields: Object.fromEntries(
        Object.entries(problems).map(([name, key]) => [name, labels.errors[key] ?? labels.formError]),
      ),
      after: state,
    });
    const first = all.find((f) => problems[f.name]);
    if (first) focusField(event.currentTarget, first.name);
  }

  const value = (field: EnquiryField) => state.values?.[field.name] ?? field.defaultValue ?? "";
  const ltr = (field: EnquiryField) =>
    field.ltr ? { dir: "ltr" as const, className: `${fieldClass} text-start` } : { className: fieldClass };

  function control(field: EnquiryField, described: FieldControl): ReactNode {
    const common = {
      ...described,
      name: field.name,
      required: field.required,
      autoComplete: field.autoComplete,
    };
    switch (field.type) {
      case "select":
        return (
          <select {...common} defaultValue={value(field)} className={fieldClass}>
            {field.choose !== undefined && <option value="">{field.choose}</option>}
            {field.options!.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      case "textarea":
        return <textarea {...common} rows={5} defaultValue={value(field)} className={fieldClass} />;
      case "file":
        return (
          <input
            {...common}
            type="file"
            accept={field.accept}
            className={`${fieldClass} file:me-4 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:text-sm file:font-medium`}
          />
        );
      default:
        return (
          <input
            {...common}
            type={field.type}
            min={field.min}
            max={field.max}
            defaultValue={value(field)}
            {...ltr(field)}
          />
        );
    }
  }

  function render(field: EnquiryField): ReactNode {
    if (field.type === "hidden")
      return <input key={field.name} type="hidden" name={field.name} value={field.defaultValue} />;
    const common = {
      id: field.name,
      label: field.label,
      required: field.required ? ("in-label" as const) : undefined,
      hint: field.hint,
      error: fields[field.name],
    };
    if (field.type === "checkboxes") {
      const chosen = new Set(value(field).split(","));
      return (
        <Field key={field.name} {...common} group>
          {() => (
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {field.options!.map((o) => (
                <label
                  key={o.value}
                  className="flex items-center gap-3 rounded-xl border border-linen px-4 py-3 text-sm has-[:checked]:border-gold-deep has-[:checked]:bg-sand"
                >
                  <input
                    type="checkbox"
                    name={field.name}
                    value={o.value}
                    defaultChecked={chosen.has(o.value)}
                    className="size-4 accent-[var(--color-gold-deep)]"
                  />
                  {o.label}
                </label>
              ))}
            </div>
          )}
        </Field>
      );
    }
    return (
      <Field key={field.name} {...common}>
        {(described) => control(field, described)}
      </Field>
    );
  }

  // A new key after each server answer remounts the fields, so their default values show what was sent.
  return (
    <form
      ref={formElement}
      action={formAction}
      onSubmit={check}
      onFocus={loadChecks}
      onPointerDown={loadChecks}
      noValidate
      className="grid gap-5 rounded-2xl border border-linen bg-white p-6 md:p-8"
      key={JSON.stringify(state.values ?? {})}
      data-testid={`${form}-form`}
    >
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert message={formError} />
      <p className="text-sm text-stone">{labels.required}</p>
      {rows.map((row, i) =>
        Array.isArray(row) ? (
          <div key={i} className="grid gap-5 sm:grid-cols-2">
            {row.map(render)}
          </div>
        ) : (
          render(row)
        ),
      )}
      <FormEnd locale={locale} form={form} pending={pending} label={labels.submit} sending={labels.sending} />
    </form>
  );
}
