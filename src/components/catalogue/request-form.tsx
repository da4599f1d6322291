"use client";

import { useActionState } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { Field } from "@/components/forms/field";
import { fieldClass } from "@/components/forms/field-class";
import { FormAlert, FormEnd, SelectField, TextField } from "../requests/request-fields";
import { useTranslations } from "@/i18n/islands/island-intl";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

interface Props {
  action: Action;
  area: string;
  locale: string;
  item?: string;
  option?: string;
  date?: string;
  minDate: string;
  clinics: { slug: string; name: string }[];
  /** The title choices' keys (`personTitles`), translated here. */
  titles: readonly string[];
}

/**
 * The spa/residence request form. A server action does the work, so it submits without JavaScript
 * too; with it, the answer appears in place. Messages come back translated and sit under their field.
 */
export function RequestForm({ action, area, locale, item, option, date, minDate, clinics, titles }: Props) {
  const t = useTranslations("catalogue.request");
  const [state, formAction, pending] = useActionState(action, idleState);

  const value = (name: string, fallback = "") => state.values?.[name] ?? fallback;
  const error = (name: string) => state.fields?.[name];
  // A field whose id is its name: its message and the value last sent.
  const named = (name: string) => ({
    id: name,
    marker: "in-label" as const,
    error: error(name),
    defaultValue: value(name),
  });

  // A new key after each answer remounts the fields, so their default values show what was sent.
  const formKey = JSON.stringify(state.values ?? {});
  return (
    <form
      action={formAction}
      noValidate
      className="relative grid gap-5 rounded-2xl border border-linen bg-white p-6 md:p-8"
      key={formKey}
    >
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      {item && <input type="hidden" name="item" value={item} />}
      {option && <input type="hidden" name="option" value={option} />}
      <FormAlert message={state.message} />
      {(error("item") || error("option")) && (
        <p className="text-sm font-medium text-red-800">{error("item") ?? error("option")}</p>
      )}
      <p className="text-sm text-stone">{t("required")}</p>
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <SelectField
          {...named("title")}
          label={t("fields.title")}
          choose={t("fields.titleChoose")}
          options={titles.map((key) => ({ value: key, label: t(`titles.${key}`) }))}
        />
        <TextField {...named("fullName")} kind="fullName" label={t("fields.fullName")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...named("email")} kind="email" label={t("fields.email")} />
        <TextField {...named("phone")} kind="phone" label={t("fields.phone")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...named("clinic")}
          label={t("fields.clinic")}
          choose={t("fields.clinicChoose")}
          options={clinics.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <Field id="preferredDate" label={t("fields.preferredDate")} required="in-label" error={error("preferredDate")}>
          {(control) => (
            <input
              {...control}
              name="preferredDate"
              type="date"
              required
              min={minDate}
              defaultValue={value("preferredDate", date ?? "")}
              className={fieldClass}
            />
          )}
        </Field>
      </div>
      <Field id="message" label={t("fields.message")} hint={t("fields.messageHint")} error={error("message")}>
        {(control) => (
          <textarea {...control} name="message" rows={4} defaultValue={value("message")} className={fieldClass} />
        )}
      </Field>
      <FormEnd locale={locale} form="spa" pending={pending} label={t("submit")} sending={t("sending")} />
    </form>
  );
}
