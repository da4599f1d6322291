"use client";

import { useActionState, useEffect, useRef, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
import { Field, type FieldControl, type FieldLook } from "@/components/forms/field";
import { idleState, PROOF_STEP, type FormState } from "@/shared/forms/form-state";

export interface FieldSpec {
  name: string;
  /** The element id when one page has several forms with the same field name (default `f-<name>`). */
  id?: string;
  label: ReactNode;
  type?:
    | "text"
    | "email"
    | "password"
    | "tel"
    | "checkbox"
    | "checkboxes"
    | "radio"
    | "select"
    | "hidden"
    | "date"
    | "time"
    | "textarea"
    | "file";
  /**
   * A radio group's follow-up field, shown inside its group (a questionnaire's "please tell us more").
   * `checkboxes`: a group of boxes, one per option, each sent as `<name>-<value>` ("on" when ticked; a form field
   * cannot carry several values through the form actions); `defaultValue` lists the ticked values, comma-separated;
   * the group's message is keyed by `name`.
   */
  follow?: FieldSpec;
  /** A textarea's height in lines (default 6). */
  rows?: number;
  /** For a file field: the types the picker offers (the server judges the bytes anyway). */
  accept?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  options?: { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  defaultValue?: string;
  /** Shown only in this step of a multi-step form (e.g. the code field after "send code"). */
  step?: string;
  /** Put this field and the next one side by side on wide screens. */
  pair?: boolean;
  /** A select shown inline before this field (country code before the mobile number). */
  prefix?: FieldSpec;
  readOnly?: boolean;
  /** Left-to-right content even in Arabic (country codes). */
  ltr?: boolean;
}

export interface SubmitSpec {
  label: string;
  /** Sent as `intent`, for forms with several buttons. */
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  /** Shown only in this step. */
  step?: string;
  hideInStep?: string;
}

const inputClass =
  "block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink shadow-sm transition placeholder:text-stone/60 focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold/30 aria-[invalid=true]:border-red-700 read-only:bg-sand";

function SubmitButton({ spec }: { spec: SubmitSpec }) {
  const { pending } = useFormStatus();
  const variant =
    spec.variant === "secondary"
      ? "border border-ink/20 text-ink hover:border-gold-deep hover:text-gold-deep"
      : spec.variant === "danger"
        ? "bg-red-800 text-ivory hover:bg-red-900"
        : "bg-ink text-ivory hover:bg-gold-deep";
  return (
    <button
      type="submit"
      name={spec.intent ? "intent" : undefined}
      value={spec.intent}
      disabled={pending}
      className={`inline-flex min-h-12 items-center justify-center rounded-full px-7 py-3 font-medium transition disabled:opacity-60 ${variant}`}
    >
      {spec.label}
    </button>
  );
}

const fieldId = (field: FieldSpec) => field.id ?? `f-${field.name}`;

function Control({
  field,
  value,
  control,
  autoFocus,
}: {
  field: FieldSpec;
  value: string | undefined;
  /** The shared Field's id and state for assistive technology; none for a prefix (it has no message of its own). */
  control?: FieldControl;
  autoFocus?: boolean;
}) {
  const common = {
    id: fieldId(field),
    autoFocus,
    name: field.name,
    "aria-invalid": control?.["aria-invalid"],
    "aria-describedby": control?.["aria-describedby"],
  } as const;
  if (field.type === "select") {
    return (
      <select
        {...common}
        defaultValue={value ?? ""}
        autoComplete={field.autoComplete}
        dir={field.ltr ? "ltr" : undefined}
        className={inputClass}
      >
        {field.placeholder !== undefined && <option value="">{field.placeholder}</option>}
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === "textarea") {
    return (
      <textarea
        {...common}
        defaultValue={value}
        rows={field.rows ?? 6}
        placeholder={field.placeholder}
        className={inputClass}
      />
    );
  }
  return (
    <input
      {...common}
      type={field.type ?? "text"}
      defaultValue={field.type === "password" || field.type === "file" ? undefined : value}
      accept={field.accept}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      placeholder={field.placeholder}
      readOnly={field.readOnly}
      dir={field.type === "email" || field.type === "tel" || field.type === "password" ? "ltr" : undefined}
      className={`${inputClass} ${field.type === "email" || field.type === "tel" || field.type === "password" ? "text-start" : ""}`}
    />
  );
}

/** The look of the account's and the back office's fields (ActionForm), in the shared Field. */
const look: FieldLook = {
  label: "mb-1.5 block text-sm font-medium",
  hint: "mt-1.5 text-xs text-stone",
  error: "mt-1.5 text-sm text-red-800",
};
const groupLook: FieldLook = { ...look, label: "mb-2 text-sm font-medium" };
const checkboxLook: FieldLook = { ...look, label: "flex items-start gap-3 text-sm leading-relaxed" };

const choiceClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-linen bg-white px-4 py-2 text-sm has-checked:border-gold-deep has-checked:bg-sand";

type Option = NonNullable<FieldSpec["options"]>[number];

/** A group's choices, each its box (a radio or a checkbox, from `input`) inside its labelled pill. */
function ChoiceList({ options, input }: { options?: Option[]; input: (option: Option, index: number) => ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      {options?.map((o, i) => (
        <label key={o.value} className={choiceClass}>
          {input(o, i)}
          {o.label}
        </label>
      ))}
    </div>
  );
}

function ActionField({
  field,
  state,
  autoFocus,
  autoFocusFollow,
}: {
  field: FieldSpec;
  state: FormState;
  autoFocus?: boolean;
  autoFocusFollow?: boolean;
}) {
  const error = state.fields?.[field.name] ?? (field.prefix ? state.fields?.[field.prefix.name] : undefined);
  const value = state.values?.[field.name] ?? field.defaultValue;
  const common = { id: fieldId(field), name: field.name, label: field.label, hint: field.hint, error };

  if (field.type === "hidden") return <input type="hidden" name={field.name} value={value ?? ""} />;
  if (field.type === "radio") {
    // A group: the question is the legend, each answer a labelled radio; the message is read with every answer.
    return (
      <Field
        {...common}
        group
        look={groupLook}
        className="sm:col-span-2"
        testId={`radio-${field.name}`}
        after={
          field.follow && (
            <div className="mt-3">
              <ActionField field={field.follow} state={state} autoFocus={autoFocusFollow} />
            </div>
          )
        }
      >
        {(control) => (
          <ChoiceList
            options={field.options}
            input={(o, i) => (
              <input
                type="radio"
                name={field.name}
                value={o.value}
                defaultChecked={value === o.value}
                aria-describedby={control["aria-describedby"]}
                autoFocus={autoFocus && i === 0}
                className="size-4 accent-gold-deep"
              />
            )}
          />
        )}
      </Field>
    );
  }
  if (field.type === "checkboxes") {
    const ticked = (field.defaultValue ?? "").split(",");
    return (
      <Field {...common} group look={groupLook} className="sm:col-span-2" testId={`checkboxes-${field.name}`}>
        {(control) => (
          <ChoiceList
            options={field.options}
            input={(o, i) => {
              const name = `${field.name}-${o.value}`;
              return (
                <input
                  type="checkbox"
                  name={name}
                  defaultChecked={state.values ? state.values[name] === "on" : ticked.includes(o.value)}
                  aria-invalid={control["aria-invalid"]}
                  aria-describedby={control["aria-describedby"]}
                  autoFocus={autoFocus && i === 0}
                  className="size-4 accent-gold-deep"
                />
              );
            }}
          />
        )}
      </Field>
    );
  }
  if (field.type === "checkbox") {
    const checked = state.values ? state.values[field.name] === "on" : field.defaultValue === "on";
    return (
      <Field {...common} inline look={checkboxLook} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name={field.name}
            defaultChecked={checked}
            autoFocus={autoFocus}
            className="mt-0.5 size-5 shrink-0 rounded border-linen accent-gold-deep"
          />
        )}
      </Field>
    );
  }
  return (
    <Field {...common} look={look} className={field.pair ? "" : "sm:col-span-2"}>
      {(control) =>
        field.prefix ? (
          <div className="flex gap-2">
            <div className="w-32 shrink-0">
              <label htmlFor={`f-${field.prefix.name}`} className="sr-only">
                {field.prefix.label}
              </label>
              <Control field={field.prefix} value={state.values?.[field.prefix.name] ?? field.prefix.defaultValue} />
            </div>
            <div className="flex-1">
              <Control field={field} value={value} control={control} autoFocus={autoFocus} />
            </div>
          </div>
        ) : (
          <Control field={field} value={value} control={control} autoFocus={autoFocus} />
        )
      }
    </Field>
  );
}

/** The answer's message for the whole form: a status (read politely) or an alert. */
function FormMessage({ state, beside }: { state: FormState; beside?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Beside the buttons (the back office): each new answer takes the focus, so it is seen where the eye is, on a
  // phone scrolled elsewhere too, and read out. A field's own message takes it instead (autoFocus on the field).
  useEffect(() => {
    if (beside && state.id && state.message && !Object.keys(state.fields ?? {}).length) ref.current?.focus();
  }, [beside, state.id, state.message, state.fields]);
  if (!state.message) return null;
  return (
    <p
      ref={ref}
      tabIndex={beside ? -1 : undefined}
      role={state.status === "error" ? "alert" : "status"}
      className={`rounded-xl px-4 py-3 text-sm sm:col-span-2 ${state.status === "error" ? "bg-red-50 text-red-900" : "bg-sand text-ink"} ${beside ? "scroll-mt-24 focus:outline-2 focus:outline-offset-2 focus:outline-gold-deep" : ""}`}
      data-form-message={state.status}
    >
      {state.message}
    </p>
  );
}

/**
 * A form bound to a server action with useActionState: it works before (and without) JavaScript, and shows
 * each field's message next to the field. Field specs and labels come translated from the server page.
 *
 * `feedback="beside"` (every back-office form, issue 41): the answer shows under the buttons and takes the focus.
 * `closed`: what to show instead of the fields and buttons when the form has nothing left to do (an order paid
 * in full): the form stays mounted, so the answer that closed it is still seen.
 */
export function ActionForm({
  action,
  fields,
  submits,
  footer,
  testId,
  botCheck,
  feedback = "top",
  closed,
}: {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  fields: FieldSpec[];
  submits: SubmitSpec[];
  footer?: ReactNode;
  testId?: string;
  /**
   * Public forms that create something (registration) carry the ALTCHA check and the honeypot, in the page's
   * language, for `form` (a BotCheckForm). `whenAsked`: only once the server answered PROOF_REQUIRED (the password
   * sign-in after many wrong passwords for the account, decision 243).
   */
  botCheck?: { locale: string; form: string; whenAsked?: boolean };
  feedback?: "top" | "beside";
  closed?: ReactNode;
}) {
  const [state, formAction] = useActionState(action, idleState);
  const beside = feedback === "beside";
  if (closed) {
    return (
      <div className="grid gap-3" data-testid={testId}>
        <FormMessage state={state} beside={beside} />
        {closed}
      </div>
    );
  }
  const step = state.step ?? "";
  const visible = (s?: string) => !s || s === step;
  const firstError = fields.find(
    (f) =>
      state.fields?.[f.name] ||
      (f.prefix && state.fields?.[f.prefix.name]) ||
      (f.follow && state.fields?.[f.follow.name]),
  )?.name;
  return (
    <form action={formAction} noValidate className="grid gap-5 sm:grid-cols-2" data-testid={testId}>
      {!beside && <FormMessage state={state} />}
      {fields
        .filter((f) => visible(f.step))
        .map((field) => (
          <ActionField
            key={`${field.name}-${state.id ?? ""}`}
            field={field}
            state={state}
            autoFocus={field.name === firstError && Boolean(state.fields?.[field.name])}
            autoFocusFollow={field.name === firstError && !state.fields?.[field.name]}
          />
        ))}
      {botCheck && (!botCheck.whenAsked || step === PROOF_STEP) && (
        // A fresh widget after every answer: a solution the server has seen is spent.
        <div className="sm:col-span-2" key={`bot-check-${state.id ?? ""}`}>
          <HoneypotField />
          <BotCheckField locale={botCheck.locale} form={botCheck.form} startNow={botCheck.whenAsked} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        {submits
          .filter((s) => visible(s.step) && s.hideInStep !== step)
          .map((s) => (
            <SubmitButton key={s.intent ?? s.label} spec={s} />
          ))}
        {footer}
      </div>
      {beside && <FormMessage state={state} beside />}
    </form>
  );
}
