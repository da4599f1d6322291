"use client";

import { useParams } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { callApi } from "@/components/api/api-client";
import { Field, type FieldLook } from "@/components/forms/field";
import { areaCountry, countryOptions } from "@/components/requests/country-options";
import { FormAlert, FormEnd, SelectField, TextField } from "../requests/request-fields";
import type { Locale } from "@/i18n/locales";
import type { ClinicOption } from "./types";
import { useFormatTag } from "@/i18n/islands/use-format-tag";

/** Starts the desk can arrange on request (the Locations page: 07:00 to 23:00), every half hour. */
const REQUEST_TIMES = Array.from(
  { length: 33 },
  (_, i) => `${String(7 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
const FIELD_ORDER = ["fullName", "phoneCountry", "phone", "email", "requestTime", "bookingDate", "clinic"];

const look: FieldLook = {
  label: "text-sm font-medium",
  hint: "mt-1 text-xs text-stone",
  error: "mt-1 text-xs font-medium text-red-800",
};
const field =
  "mt-1 block w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-base text-ink outline-none focus:border-gold-deep focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-red-700";

/**
 * Offered in the time list's place when a visitor picks a Saturday or Sunday without free time (issue 12,
 * decision 113): name, phone and e-mail; the clinic, the day and the wished time come from the selection.
 * Posts to /api/call_back_for_wkd_booking with the same bot check as the other public forms (its script
 * loads once the visitor starts on the form); the answer's field messages are already localized.
 */
export function WeekendCallBack({
  clinic,
  clinicSlug,
  day,
  defaultTime = "10:00",
}: {
  clinic: ClinicOption;
  clinicSlug: string;
  day: string;
  defaultTime?: string;
}) {
  const t = useTranslations("booking.time.callBack");
  const locale = useLocale() as Locale;
  const tag = useFormatTag();
  const params = useParams<{ area?: string }>();
  const area = (params?.area ?? "uk") as keyof typeof areaCountry;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [started, setStarted] = useState(false);
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const dayText = new Intl.DateTimeFormat(tag, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
    setPending(true);
    const answer = await callApi(
      "/api/call_back_for_wkd_booking",
      { ...values, clinic: clinicSlug, bookingDate: day },
      locale,
    );
    setPending(false);
    if (answer.ok) {
      setSent(answer.msg);
      return;
    }
    // A bot-check solution counts once: the next attempt solves a new one (the widget does, on the next focus).
    (form.querySelector("altcha-widget") as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
    const problems = answer.data?.fields ?? {};
    setFields(problems);
    setFormError(answer.msg);
    const first = FIELD_ORDER.find((name) => problems[name]);
    (first ? (form.elements.namedItem(first) as HTMLElement | null) : null)?.focus();
  }

  if (sent) {
    return (
      <div
        className="mt-3 rounded-2xl border border-gold-light bg-white p-4"
        role="status"
        data-testid="weekend-call-back-sent"
      >
        <p className="font-medium">{t("sentTitle")}</p>
        <p className="mt-1 text-sm text-stone">{t("sent", { clinic: clinic.name, day: dayText })}</p>
      </div>
    );
  }

  // A field the visitor types: its id, label and message, in this form's look.
  const own = (name: string) => ({ id: `${id}-${name}`, label: t(name), error: fields[name], look, className: field });

  // Messages the server gives for what the visitor does not type (the day, the clinic), under the last field.
  const note = (name: string) =>
    fields[name] ? (
      <p id={`${id}-${name}-error`} className={look.error} data-field-error={name}>
        {fields[name]}
      </p>
    ) : null;

  return (
    <section
      className="mt-3 rounded-2xl border border-linen bg-white p-4"
      aria-labelledby={`${id}-title`}
      data-testid="weekend-call-back"
    >
      <p className="text-sm text-stone">{t("noTimes")}</p>
      <h4 ref={heading} id={`${id}-title`} className="mt-2 font-serif text-lg">
        {t("title")}
      </h4>
      <p className="mt-1 text-sm text-stone">{t("intro", { clinic: clinic.name, day: dayText })}</p>
      <form onSubmit={submit} onFocus={() => setStarted(true)} noValidate className="relative mt-3 grid gap-3">
        <FormAlert message={formError} className="text-sm font-medium text-red-800" />
        <TextField {...own("fullName")} kind="fullName" />
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <SelectField
            name="phoneCountry"
            autoComplete="tel-country-code"
            optional
            {...own("phoneCountry")}
            defaultValue={areaCountry[area] ?? "GB"}
            options={countries.map((c) => ({ value: c.code, label: c.label }))}
          />
          <TextField {...own("phone")} kind="nationalPhone" />
        </div>
        <TextField {...own("email")} kind="email" />
        <div>
          <Field
            id={`${id}-requestTime`}
            name="requestTime"
            label={t("requestTime")}
            error={fields.requestTime}
            look={look}
          >
            {(control) => (
              <select {...control} name="requestTime" defaultValue={defaultTime} className={field}>
                {REQUEST_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {note("bookingDate")}
          {note("clinic")}
        </div>
        <FormEnd
          locale={locale}
          form="weekend-call-back"
          load={started}
          pending={pending}
          label={t("submit")}
          sending={t("sending")}
          className="min-h-11 justify-self-start rounded-full bg-ink px-6 py-2.5 text-sm font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-60"
        />
      </form>
    </section>
  );
}
