"use client";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { emptyChoice, type BookingChoice } from "@/components/basket/basket-store";
import { fixedAmounts } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { dayZoneLabel, isolateLtr, zoneLabel } from "@/shared/clinic-time";
import { pageClinicMoment, type ClinicOption } from "./types";

/** The time picker's first column: the clinic (each with its zone), and its in-residence option. */
export function ClinicChoice({
  clinics,
  choice,
  pageClock,
  onChange,
}: {
  clinics: ClinicOption[];
  choice: BookingChoice;
  pageClock: number | undefined;
  onChange: (patch: Partial<BookingChoice>) => void;
}) {
  const t = useTranslations("booking.time");
  const tForm = useTranslations("booking.form");
  const locale = useLocale() as Locale;
  const clinic = clinics.find((c) => c.id === choice.clinicId) ?? null;
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("clinic")}</legend>
      <div className="mt-3 flex flex-col gap-2">
        {clinics.map((c) => (
          <label
            key={c.id}
            className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 ${c.id === choice.clinicId ? "border-gold-deep bg-white" : "border-linen"}`}
          >
            <input
              type="radio"
              name="clinic"
              value={c.id}
              checked={c.id === choice.clinicId}
              onChange={() => {
                onChange({ ...emptyChoice, clinicId: c.id });
              }}
              className="mt-1 accent-[var(--color-gold-deep)]"
            />
            <span>
              <span className="block font-medium">{c.name}</span>
              <span className="block text-xs text-stone">
                {t("zoneHeading", {
                  city: c.city,
                  zone: isolateLtr(
                    choice.day
                      ? dayZoneLabel(choice.day, c.timeZone, c.offsets)
                      : (pageClinicMoment(c, pageClock)?.zoneNow ?? zoneLabel(new Date(), c.timeZone)),
                  ),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {!clinic && <p className="mt-2 text-sm text-stone">{tForm("selectClinic")}</p>}
      {clinic?.inResidence && (
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={choice.inResidence}
            onChange={(e) => onChange({ inResidence: e.target.checked })}
            className="mt-0.5"
          />
          {t("inResidence", {
            amount: formatMoney(fixedAmounts(clinic.currency).conciergeCents, clinic.currency, locale),
          })}
        </label>
      )}
    </fieldset>
  );
}
