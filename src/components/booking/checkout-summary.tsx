"use client";
import Link from "next/link";
import type { Dispatch } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { CallBackOffer } from "@/components/requests/call-back-offer";
import { isolateLtr } from "@/shared/clinic-time";
import type { CheckoutAction, CheckoutState } from "./checkout-state";
import { OrderSums } from "./order-sums";
import type { CheckoutQuoteData } from "./types";

/**
 * The order's summary beside the fields: the appointment, the lines and sums, the terms, checkout's message and Pay.
 * Desktop: at the bottom of the column and sticky to the window's bottom, so Pay is never above the card fields.
 * Phones: after the fields, with Pay in the sticky bar below (CheckoutPayBar).
 */
export function CheckoutSummary({
  state,
  dispatch,
  data,
  appointment,
  clinicName,
  hrefs,
  money,
  fieldsSummary,
  payLabel,
  onPay,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  data: CheckoutQuoteData | null | undefined;
  /** The appointment's date, time and zone in the clinic's zone. */
  appointment: { date: string; time: string; zone: string };
  clinicName: string;
  hrefs: { basket: string; terms: string; privacy: string };
  money: (cents: number) => string;
  /** The refusal's message naming the fields in error, when it names them. */
  fieldsSummary: string | null;
  payLabel: string;
  onPay: () => void;
}) {
  const t = useTranslations("booking.checkout");
  const { errors, terms } = state;
  const quote = data?.quote ?? null;
  return (
    <aside
      className="flex flex-col gap-4 rounded-2xl border border-linen bg-white p-5 md:p-6 lg:sticky lg:bottom-6 lg:self-end"
      aria-labelledby="summary-title"
    >
      <h2 id="summary-title" className="font-serif text-2xl">
        {t("summary.title")}
      </h2>
      <p className="text-sm text-ink" data-testid="appointment">
        {t("appointment", {
          date: appointment.date,
          time: isolateLtr(appointment.time),
          zone: isolateLtr(appointment.zone),
          clinic: clinicName,
        })}{" "}
        <Link href={hrefs.basket} className="text-stone underline underline-offset-4">
          {t("change")}
        </Link>
      </p>
      <ul className="divide-y divide-linen text-sm">
        {(data?.lines ?? []).map((l) => (
          <li key={`${l.code}-${l.optionCode ?? ""}`} className="flex justify-between gap-3 py-2">
            <span>
              {l.quantity} × {l.title}
            </span>
            <span className="tabular-nums">{money(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      {quote && <OrderSums quote={quote} showPayment />}
      {quote && !quote.offer && <p className="text-xs text-stone">{t("summary.noOffer")}</p>}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          data-testid="accept-terms"
          checked={terms}
          onChange={(e) => dispatch({ type: "acceptTerms", accepted: e.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-gold-deep"
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? "terms-error" : undefined}
        />
        <span>
          {t.rich("terms", {
            terms: (chunks) => (
              <a href={hrefs.terms} className="underline underline-offset-4" target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href={hrefs.privacy} className="underline underline-offset-4" target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {errors.terms && (
        <p id="terms-error" role="alert" className="text-sm font-medium text-red-700">
          {errors.terms}
        </p>
      )}
      {errors.form && (
        <p
          id="form-error"
          role="alert"
          tabIndex={-1}
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 outline-none"
          data-testid="form-error"
        >
          {fieldsSummary ?? errors.form}
        </p>
      )}
      {errors.form && state.leadTimeRefused && <CallBackOffer />}
      <PayButton
        state={state}
        onPay={onPay}
        label={payLabel}
        className="hidden rounded-full bg-ink px-6 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50 lg:block"
      />
    </aside>
  );
}

/** Pay: disabled while the order is sent, and once a payment is under way. */
function PayButton({
  state,
  onPay,
  label,
  className,
}: {
  state: CheckoutState;
  onPay: () => void;
  label: string;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onPay}
      disabled={state.submitting || state.intent !== null}
      data-testid="pay"
      className={className}
    >
      {label}
    </button>
  );
}

/** Phones: the total and Pay stay at the bottom of the screen while the customer fills the form. */
export function CheckoutPayBar({
  state,
  totalCents,
  money,
  payLabel,
  onPay,
}: {
  state: CheckoutState;
  /** The quote's total, once known. */
  totalCents: number | null;
  money: (cents: number) => string;
  payLabel: string;
  onPay: () => void;
}) {
  const t = useTranslations("booking.checkout");
  return (
    <div
      className="sticky bottom-0 z-20 -mx-5 mt-6 flex items-center gap-4 border-t border-linen bg-ivory/95 px-5 py-3 backdrop-blur lg:hidden"
      data-testid="pay-bar"
      data-sticky-foot=""
    >
      {totalCents !== null && (
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block text-stone">{t("summary.total")}</span>
          <span className="font-medium tabular-nums text-ink">{money(totalCents)}</span>
        </p>
      )}
      <PayButton
        state={state}
        onPay={onPay}
        label={payLabel}
        className="min-h-12 flex-1 rounded-full bg-ink px-5 py-3 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50"
      />
    </div>
  );
}
