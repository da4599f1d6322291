"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { requestHeadingFocus } from "@/components/booking/focus-on-arrival";
import { ClinicCurrencyNotice } from "@/components/booking/clinic-currency-notice";
import { OrderSums } from "@/components/booking/order-sums";
import { holdChair } from "@/components/booking/hold-chair";
import type { CalendarNames } from "@/components/booking/calendar-names";
import { TimePicker } from "@/components/booking/time-picker";
import { basketSurchargeCents, type SurchargeBand } from "@/config/booking-hours";
import type { CheckoutQuoteData, ClinicOption } from "@/components/booking/types";
import { useQuote } from "@/components/booking/use-quote";
import { updateChoice, useBasketLines, useBookingChoice, type LocalBasketLine } from "./basket-store";
import { adoptServerBasket } from "./basket-adoption";
import { useHydratedInSlices } from "@/components/ui/use-hydrated";
import { LiveFieldset } from "@/components/forms/live-fieldset";
import { BasketLines } from "./basket-lines";
import { TitledSection } from "@/components/ui/titled-section";

// The waitlist's join form loads only when a fully booked day is chosen (decision 183).
const WaitlistJoin = lazy(() =>
  import("@/components/waitlist/waitlist-join").then((m) => ({ default: m.WaitlistJoin })),
);

/** A signed-in customer's server basket, priced on the server: the page's first state instead of a skeleton. */
export interface BasketInitial {
  clinicId: number;
  lines: LocalBasketLine[];
  data: CheckoutQuoteData;
}

/** The basket page: lines and sums, then clinic, day and time; continuing holds the chair for 10 minutes. */
export function BasketFlow({
  clinics,
  chooseHref,
  checkoutHref,
  waitlistHrefs,
  defaultClinicId,
  pageCurrency,
  initial = null,
  calendarNames = null,
}: {
  clinics: ClinicOption[];
  chooseHref: string;
  checkoutHref: string;
  /** Signing in to join a waitlist (and back here), and the account's waitlist page. */
  waitlistHrefs: { login: string; account: string };
  defaultClinicId: number | null;
  /** The currency of the site's area: the basket says so when the chosen clinic charges another (decision 268). */
  pageCurrency: string;
  initial?: BasketInitial | null;
  /** The calendar's names for the page's locale, computed on the server (decision 197). */
  calendarNames?: CalendarNames | null;
}) {
  const t = useTranslations("basket.page");
  const tWaitlist = useTranslations("waitlist.join");
  const tTime = useTranslations("booking.time");
  const tForm = useTranslations("booking.form");
  const locale = useLocale();
  const router = useRouter();
  // The visitor's basket (skeleton until then) is drawn in slices once the page runs.
  const hydrated = useHydratedInSlices();
  const lines = useBasketLines(initial?.lines);
  // Before the first paint after hydration, so the server's lines never give way to an empty basket (no shift).
  useLayoutEffect(() => {
    if (initial?.clinicId) adoptServerBasket(initial.clinicId, initial.lines);
  }, [initial]);
  const choice = useBookingChoice();
  const clinicId = choice.clinicId ?? defaultClinicId;
  // The time picker's props keep their identity while their content is unchanged, so it skips this flow's
  // re-renders that change nothing of it (going live, a quote's answer): each is its calendar again otherwise.
  const { day, startsAt, holdId, holdExpiresAt, inResidence } = choice;
  const effective = useMemo(
    () => ({ clinicId, day, startsAt, holdId, holdExpiresAt, inResidence }),
    [clinicId, day, startsAt, holdId, holdExpiresAt, inResidence],
  );
  const { data, error } = useQuote(
    locale,
    lines,
    { clinicId: clinicId ?? undefined, startsAt: startsAt ?? undefined, inResidence },
    hydrated && lines.length > 0,
    false,
    initial?.data ?? null,
  );
  const [holding, setHolding] = useState(false);
  const [holdError, setHoldError] = useState<string | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const focusContinue = useCallback(() => continueButton.current?.focus(), []);
  const waitlist = useMemo(
    () => ({
      label: tWaitlist("calendarDay"),
      render: (clinic: ClinicOption, day: string) => (
        <Suspense fallback={null}>
          <WaitlistJoin
            key={`${clinic.id}|${day}`}
            clinic={clinic}
            day={day}
            lines={lines}
            loginHref={waitlistHrefs.login}
            accountHref={waitlistHrefs.account}
          />
        </Suspense>
      ),
    }),
    [tWaitlist, lines, waitlistHrefs.login, waitlistHrefs.account],
  );
  const pricedLines = data?.lines;
  const chosenClinic = clinics.find((c) => c.id === clinicId) ?? null;
  const quoteCurrency = data?.quote?.currency ?? chosenClinic?.currency ?? pageCurrency;
  const surchargeFor = useCallback(
    (band: SurchargeBand) => basketSurchargeCents(band, pricedLines ?? [], quoteCurrency),
    [pricedLines, quoteCurrency],
  );
  // The visit's list price at standard hours: an early or late tile shows the price the visit then has (row 8).
  const visitPriceCents = pricedLines ? pricedLines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0) : null;

  // Before the browser's basket is read: the page's shape, never "$0" or an empty calendar.
  if (!hydrated && !initial) return <BasketSkeleton label={t("loading")} />;
  if (lines.length === 0) {
    return (
      <div className="rounded-2xl border border-linen bg-white/70 p-8 text-center">
        <p className="text-lg">{t("empty")}</p>
        <Link
          href={chooseHref}
          className="mt-4 inline-flex rounded-full bg-ink px-6 py-3 font-medium text-ivory hover:bg-gold-deep"
        >
          {t("browse")}
        </Link>
      </div>
    );
  }

  const quote = data?.quote ?? null;
  const priced = data !== null;
  const quoteLines =
    data?.lines ??
    lines.map((l) => ({ ...l, unitPriceCents: 0, sessions: 1, durationMinutes: 0, lineTotalCents: 0, problem: null }));
  const blocked = data?.lines.some((l) => l.problem !== null) ?? true;
  // Availability is asked for once the basket is priced, for its real duration (never first for a guessed 60 minutes).
  const duration = quote?.durationMinutes ?? null;

  async function continueToCheckout() {
    setHoldError(null);
    if (!clinicId) return setHoldError(tForm("selectClinic"));
    if (!choice.startsAt || !duration) return setHoldError(tForm("selectTime"));
    setHolding(true);
    const answer = await holdChair({ clinicId, startsAt: choice.startsAt, durationMinutes: duration }, locale);
    setHolding(false);
    if (!answer.ok) return setHoldError(answer.msg);
    updateChoice({ clinicId, holdId: answer.data.hold_id, holdExpiresAt: answer.data.expires_at });
    requestHeadingFocus("checkout-title");
    router.push(checkoutHref);
  }

  return (
    <LiveFieldset className="flex flex-col gap-10">
      <section aria-label={t("title")} className="rounded-2xl border border-linen bg-white/70 p-5 md:p-8">
        <ClinicCurrencyNotice
          pageCurrency={pageCurrency}
          clinicName={chosenClinic?.name ?? null}
          currency={chosenClinic?.currency ?? null}
        />
        <BasketLines lines={quoteLines} currency={quoteCurrency} priced={priced} />
        {error && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 ms-auto max-w-sm">
          {quote ? <OrderSums quote={quote} showPayment={false} /> : <SumsSkeleton />}
        </div>
        <p className="mt-4 text-sm text-stone">{t("offerHint")}</p>
      </section>

      <TitledSection
        id="time-title"
        title={tTime("title")}
        className="rounded-2xl border border-linen bg-white/70 p-5 md:p-8"
        headingClassName="text-3xl"
      >
        <div className="mt-6">
          <TimePicker
            clinics={clinics}
            choice={effective}
            durationMinutes={duration}
            surchargeFor={surchargeFor}
            visitPriceCents={visitPriceCents}
            weekendCallBack
            waitlist={waitlist}
            onTimeConfirmed={focusContinue}
            calendarNames={calendarNames}
          />
        </div>
        <div className="mt-8 flex flex-col items-end gap-2">
          {holdError && (
            <p role="alert" className="text-sm text-red-700">
              {holdError}
            </p>
          )}
          {!choice.startsAt && (
            <p className="text-sm text-stone">
              {choice.day ? tForm("selectTime") : clinicId ? tForm("selectDate") : tForm("selectClinic")}
            </p>
          )}
          <button
            type="button"
            ref={continueButton}
            onClick={continueToCheckout}
            data-testid="continue-checkout"
            disabled={holding || blocked || !choice.startsAt}
            className="rounded-full bg-ink px-7 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:cursor-not-allowed disabled:opacity-40"
          >
            {holding ? tTime("holding") : tTime("continue")}
          </button>
        </div>
      </TitledSection>
    </LiveFieldset>
  );
}

const bar = "block animate-pulse rounded bg-sand/80";

/** The order sums' place while the basket is priced (the same height, so nothing below moves). */
function SumsSkeleton() {
  return (
    <div className="flex flex-col gap-3 py-1" aria-hidden="true" data-testid="sums-skeleton">
      {[0, 1, 2].map((i) => (
        <span key={i} className="flex justify-between gap-6">
          <span className={`${bar} h-4 w-32`} />
          <span className={`${bar} h-4 w-20`} />
        </span>
      ))}
    </div>
  );
}

/** The basket page's shape before the browser's basket is read: lines, sums, clinic, calendar and times. */
function BasketSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-10" role="status" aria-busy="true" data-testid="basket-skeleton">
      <span className="sr-only">{label}</span>
      <div className="rounded-2xl border border-linen bg-white/70 p-5 md:p-8" aria-hidden="true">
        {[0, 1].map((i) => (
          <span key={i} className="flex items-center justify-between gap-4 border-b border-linen py-5">
            <span className={`${bar} h-5 w-2/3 max-w-md`} />
            <span className={`${bar} h-5 w-20`} />
          </span>
        ))}
        <div className="mt-6 ms-auto max-w-sm">
          <SumsSkeleton />
        </div>
      </div>
      <div className="rounded-2xl border border-linen bg-white/70 p-5 md:p-8" aria-hidden="true">
        <span className={`${bar} h-9 w-64`} />
        <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr_1fr]">
          <span className={`${bar} h-40`} />
          <span className={`${bar} aspect-square max-h-96`} />
          <span className={`${bar} h-40`} />
        </div>
      </div>
    </div>
  );
}
