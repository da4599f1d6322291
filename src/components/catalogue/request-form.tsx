"use client";

import { useActionState } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
import { Field } from "@/components/forms/field";
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

const fieldClass =
  "mt-1.5 block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink shadow-sm outline-none focus:border-gold-deep focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-red-700";

/**
 * The spa/residence request form. A server action does the work, so it submits without JavaScript
 * too; with it, the answer appears in place. Messages come back translated and sit under their field.
 */
export function RequestForm({ action, area, locale, item, option, date, minDate, clinics, titles }: Props) {
  const t = useTranslations("catalogue.request");
  const [state, formAction, pending] = useActionState(action, idleState);

  const value = (name: string, fallback = "") => state.values?.[name] ?? fallback;
  const error = (name: string) => state.fields?.[name];

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
      {state.message && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {state.message}
        </p>
      )}
      {(error("item") || error("option")) && (
        <p className="text-sm font-medium text-red-800">{error("item") ?? error("option")}</p>
      )}
      <p className="text-sm text-stone">{t("required")}</p>
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <Field id="title" label={t("fields.title")} required="in-label" error={error("title")}>
          {(control) => (
            <select {...control} name="title" required defaultValue={value("title")} className={fieldClass}>
              <option value="">{t("fields.titleChoose")}</option>
              {titles.map((key) => (
                <option key={key} value={key}>
                  {t(`titles.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="fullName" label={t("fields.fullName")} required="in-label" error={error("fullName")}>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="email" label={t("fields.email")} required="in-label" error={error("email")}>
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
        <Field id="phone" label={t("fields.phone")} required="in-label" error={error("phone")}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              required
              autoComplete="tel"
              dir="ltr"
              defaultValue={value("phone")}
              className={`${fieldClass} text-start`}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="clinic" label={t("fields.clinic")} required="in-label" error={error("clinic")}>
          {(control) => (
            <select {...control} name="clinic" required defaultValue={value("clinic")} className={fieldClass}>
              <option value="">{t("fields.clinicChoose")}</option>
              {clinics.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
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
      <HoneypotField />
      <BotCheckField locale={locale} form="spa" />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex items-center justify-center justify-self-start rounded-full bg-ink px-7 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-60"
      >
        {pending ? t("sending") : t("submit")}
      </button>
    </form>
  );
}
