"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { callApi } from "@/components/api/api-client";
import { useBasketLines, useBookingChoice } from "@/components/basket/basket-store";
import { clearBasket, syncBasketWithSession } from "@/components/basket/basket-sync";
import { useHydratedInSlices } from "@/components/ui/use-hydrated";
import { botCheckSettled } from "@/components/forms/bot-check-field";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { formatClinicTime } from "@/shared/clinic-time";
import { errorCatalogue } from "@/shared/errors/error-catalogue";
import { newCustomerCheckoutAction } from "@/app/[area]/[locale]/(site)/book-online/checkout/actions";
import { CheckoutAccountStep } from "./checkout-account-step";
import { CheckoutNewCustomer, type NewCustomerLabels } from "./checkout-new-customer";
import { CheckoutOffers } from "./checkout-offers";
import { CheckoutPayment } from "./checkout-payment";
import {
  checkoutReducer,
  creditCents as creditInCents,
  initialCheckout,
  missingChoices,
  type CheckoutErrors,
} from "./checkout-state";
import { CheckoutPayBar, CheckoutSummary } from "./checkout-summary";
import { cardFieldError } from "./sandbox-card";
import { HoldCountdown } from "./hold-countdown";
import { ClinicCurrencyNotice } from "./clinic-currency-notice";
import type { ClinicOption } from "./types";
import { useQuote } from "./use-quote";
import { useFormatTag } from "@/i18n/islands/use-format-tag";
import { fieldsInError, useRefusalFocus } from "./use-refusal-focus";

const LEAD_TIME_CODE = errorCatalogue.LEAD_TIME.apiCode;

/** Checkout: who you are, the order summary, offers, coupon, gift card, credit, terms, how to pay. */
export function CheckoutView({
  clinics,
  pageCurrency,
  paymentMode,
  stripePublishableKey = null,
  signedIn,
  customerName = null,
  signInForm,
  registerForm,
  newCustomer,
  hrefs,
}: {
  clinics: ClinicOption[];
  /** The currency of the site's area: before paying, the visitor is told when the clinic charges another (decision 268). */
  pageCurrency: string;
  paymentMode: "sandbox" | "stripe";
  /** Stripe mode only: the publishable key for Stripe.js (the API answers it too). */
  stripePublishableKey?: string | null;
  signedIn: boolean;
  customerName?: string | null;
  /** The accounts feature's inline forms; they come back here signed in. */
  signInForm?: ReactNode;
  registerForm?: ReactNode;
  /** Checkout's own new-customer fields (decision 116), sent with the order; replaces `registerForm`. */
  newCustomer?: { area: string; referralCode: string; labels: NewCustomerLabels };
  hrefs: { basket: string; success: string; login: string; register: string; terms: string; privacy: string };
}) {
  const t = useTranslations("booking.checkout");
  const tErr = useTranslations("errors.app");
  const locale = useLocale() as Locale;
  const tag = useFormatTag();
  const router = useRouter();
  const hydrated = useHydratedInSlices();
  const lines = useBasketLines();
  const choice = useBookingChoice();
  const clinic = clinics.find((c) => c.id === choice.clinicId) ?? null;

  const [state, dispatch] = useReducer(
    checkoutReducer,
    { signedIn, defaultCountryCode: newCustomer?.labels.defaultCountryCode ?? "+44" },
    initialCheckout,
  );
  const { errors, payment } = state;
  const newCustomerForm = useRef<HTMLFormElement>(null);
  // Each refusal moves the focus to the first field in error; a refusal of the fields names them in its message.
  const root = useRef<HTMLDivElement>(null);
  useRefusalFocus(root, state.refusal.count, "form-error");

  // Once signed in, the server's basket is the truth: merge the browser's into it and show the answer. Signing in
  // inline comes back to this same mounted view (a soft navigation), so `merged` is reset when `signedIn` turns
  // true; otherwise the summary was quoted before the merge and could keep a visitor's price (see decision 061).
  if (state.mergedFor !== signedIn) dispatch({ type: "sessionChanged", signedIn });
  // Set while the new customer's one submit runs: its sign-in refreshes the page before the answer is read, and the
  // booked lines must not be merged back into the new account's basket meanwhile (it merges after a failed order).
  const placing = useRef(false);
  useEffect(() => {
    if (!signedIn || placing.current) return;
    let live = true;
    void syncBasketWithSession(locale).then(() => live && dispatch({ type: "merged" }));
    return () => {
      live = false;
    };
  }, [signedIn, locale]);

  const creditCents = creditInCents(state.credit);
  const { data } = useQuote(
    locale,
    lines,
    {
      clinicId: choice.clinicId ?? undefined,
      startsAt: choice.startsAt ?? undefined,
      inResidence: choice.inResidence,
      couponCode: state.appliedCoupon,
      giftCard: state.appliedGift,
      creditCents,
      paymentMethod: payment,
    },
    hydrated && lines.length > 0 && state.merged,
    signedIn,
  );
  // A refused gift card is not sent again with the next quote (checkout-state.ts, giftRefusal).
  if (
    state.appliedGift &&
    data?.giftCardError &&
    data.giftCardError !== "GIFT_CARD_EMPTY" &&
    state.giftRefusal?.quote !== data
  )
    dispatch({ type: "giftRefused", code: data.giftCardError, quote: data });
  const giftCardError = data?.giftCardError ?? state.giftRefusal?.code ?? null;

  if (!hydrated) return null;
  if (lines.length === 0) return <p className="text-stone">{t("empty")}</p>;
  if (!clinic || !choice.startsAt) {
    return (
      <p className="text-stone">
        {t("chooseTime")}{" "}
        <Link href={hrefs.basket} className="font-medium text-ink underline underline-offset-4">
          {t("change")}
        </Link>
      </p>
    );
  }
  const quote = data?.quote ?? null;
  const money = (cents: number) => formatMoney(cents, quote?.currency ?? clinic.currency, locale);
  const when = formatClinicTime(new Date(choice.startsAt), clinic.timeZone, tag);

  const orderPayload = () => ({
    clinicId: clinic!.id,
    startsAt: choice.startsAt,
    lines: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })),
    couponCode: state.appliedCoupon,
    giftCard: state.appliedGift,
    creditCents,
    paymentMethod: payment,
    acceptTerms: state.terms,
    inResidence: choice.inResidence,
    holdId: choice.holdId ?? undefined,
    locale,
    cardNumber: state.card.cardNumber,
    cardExpiry: state.card.cardExpiry,
    cardCvc: state.card.cardCvc,
  });

  function placed(answer: {
    bookingNumber: string;
    status: string;
    clientSecret?: string;
    publishableKey?: string | null;
  }) {
    if (answer.status === "requires_action" && answer.clientSecret) {
      // Stripe: the chair is held by the order awaiting payment; the card goes into Stripe's element.
      dispatch({
        type: "paymentIntent",
        intent: {
          clientSecret: answer.clientSecret,
          publishableKey: answer.publishableKey ?? stripePublishableKey ?? "",
          bookingNumber: answer.bookingNumber,
        },
      });
      return;
    }
    clearBasket();
    // The success page looks the booking up by its number for the signed-in customer.
    router.push(`${hrefs.success}?booking=${encodeURIComponent(answer.bookingNumber)}`);
  }

  /** The new customer's one submit: account, order and payment together (decision 116). */
  async function submitAsNewCustomer() {
    dispatch({ type: "submitStarted" });
    // A proof of work still on its way is waited for: sent unsolved, the server would refuse it.
    await botCheckSettled(newCustomerForm.current);
    const form = new FormData(newCustomerForm.current ?? undefined);
    const order = orderPayload();
    for (const [key, value] of Object.entries(order)) {
      if (value === undefined) continue;
      form.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
    form.set("area", newCustomer!.area);
    if (newCustomer!.referralCode) form.set("referralCode", newCustomer!.referralCode);
    placing.current = true;
    const answer = await newCustomerCheckoutAction(null, form).catch(() => null);
    dispatch({ type: "submitEnded" });
    const data = answer?.data;
    if (answer?.status === "success" && data && "bookingNumber" in data) return placed(data);
    placing.current = false;
    if (!answer) return dispatch({ type: "failed", message: tErr("internal") });
    const { signedIn: accountMade = false, botCheckSpent = true } = data && "signedIn" in data ? data : {};
    const f = answer.fields ?? {};
    const cardError = cardFieldError(f);
    dispatch({
      type: "refused",
      errors: {
        ...f,
        form: answer.message,
        ...(cardError ? { card: cardError } : {}),
        ...(f.acceptTerms ? { terms: f.acceptTerms } : {}),
        ...(accountMade ? { notice: t("account.createdOrderFailed") } : {}),
      },
      namesFields: !botCheckSpent,
      // A fresh ALTCHA widget only when the server reached the bot check and may have spent this solution: a refusal
      // of the fields comes before it, and the visitor's tick stays (issue 40, row 3). What was typed stays.
      freshBotCheck: botCheckSpent,
    });
    // The account exists and the visitor is signed in: the page now shows them as the customer, who retries with
    // the basket merged into their account.
    if (accountMade) {
      router.refresh();
      void syncBasketWithSession(locale).then(() => dispatch({ type: "merged" }));
    }
  }

  async function submit() {
    const missing = missingChoices(state, { signedIn, paymentMode, payNowCents: quote?.payNowCents ?? 1 });
    if (missing.length) {
      const messages = { account: t("account.chooseFirst"), terms: t("acceptTerms"), card: t("card.incomplete") };
      const next: CheckoutErrors = Object.fromEntries(missing.map((field) => [field, messages[field]]));
      // The new customer's fields stay as typed; only the messages change.
      dispatch({ type: "refused", errors: { ...next, form: tErr("validation") }, namesFields: true });
      return;
    }
    if (!signedIn && state.account === "new-customer" && newCustomer) return submitAsNewCustomer();
    dispatch({ type: "submitStarted", clearErrors: true });
    const answer = await callApi("/api/v2/place_order/placeRegisterBookingOrder", orderPayload(), locale);
    dispatch({ type: "submitEnded" });
    if (!answer.ok) {
      const fields = (answer.data as { fields?: Record<string, string> } | null)?.fields;
      dispatch({
        type: "refused",
        errors: {
          form: answer.msg,
          ...(fields?.cardNumber || fields?.cardExpiry || fields?.cardCvc ? { card: cardFieldError(fields) } : {}),
        },
        namesFields: answer.code === errorCatalogue.VALIDATION.apiCode,
        leadTime: answer.code === LEAD_TIME_CODE,
      });
      return;
    }
    placed({
      bookingNumber: answer.data.booking_number,
      status: answer.data.status,
      clientSecret: answer.data.client_secret,
      publishableKey: answer.data.publishable_key,
    });
  }

  const labels = newCustomer?.labels;
  const namesInError = fieldsInError(errors, {
    account: t("account.title"),
    title: labels?.title,
    firstName: labels?.firstName,
    lastName: labels?.lastName,
    email: labels?.email,
    mobile: labels?.mobile,
    password: labels?.password,
    cardNumber: t("card.number"),
    cardExpiry: t("card.expiry"),
    cardCvc: t("card.cvc"),
    card: errors.cardNumber || errors.cardExpiry || errors.cardCvc ? undefined : t("card.legend"),
    terms: t("account.termsField"),
  });
  const fieldsSummary =
    state.refusal.fields && namesInError.length > 0
      ? t("account.fieldsSummary", { fields: new Intl.ListFormat(tag, { type: "conjunction" }).format(namesInError) })
      : null;
  const payLabel = state.submitting
    ? t("submitting")
    : payment === "card" && quote && quote.payNowCents > 0
      ? t("payAndBook", { amount: money(quote.payNowCents) })
      : t("placeOrder");
  const pay = () => void submit();
  return (
    // Not a <form>: the inline sign-in and new-customer forms sit inside, and forms cannot nest.
    <div data-testid="checkout" ref={root}>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-6">
          {choice.holdExpiresAt && <HoldCountdown expiresAt={choice.holdExpiresAt} />}
          <ClinicCurrencyNotice pageCurrency={pageCurrency} clinicName={clinic.name} currency={clinic.currency} />
          {signedIn && customerName && (
            <p className="rounded-2xl border border-linen bg-white/70 px-5 py-4 text-sm" data-testid="signed-in-as">
              {t("signedInAs", { name: customerName })}
            </p>
          )}
          <CheckoutAccountStep
            choice={state.account}
            onChoose={(account) => dispatch({ type: "chooseAccount", account })}
            error={Boolean(errors.account)}
            signedIn={signedIn}
            loginHref={hrefs.login}
            registerHref={hrefs.register}
            signInForm={signInForm}
            registerForm={
              newCustomer ? (
                <CheckoutNewCustomer
                  ref={newCustomerForm}
                  labels={newCustomer.labels}
                  values={state.customer}
                  onChange={(customer) => dispatch({ type: "typeCustomer", customer })}
                  errors={errors}
                  locale={locale}
                  botCheckKey={state.botCheckKey}
                  onSubmit={pay}
                />
              ) : (
                registerForm
              )
            }
          />
          {errors.notice && (
            <p
              role="status"
              className="rounded-2xl bg-sand px-5 py-4 text-sm text-ink"
              data-testid="account-created-notice"
            >
              {errors.notice}
            </p>
          )}

          <CheckoutOffers
            state={state}
            dispatch={dispatch}
            data={data}
            giftCardError={giftCardError}
            signedIn={signedIn}
            money={money}
          />
          <CheckoutPayment
            state={state}
            dispatch={dispatch}
            paymentMode={paymentMode}
            stripePublishableKey={stripePublishableKey}
            successHref={hrefs.success}
            locale={locale}
            confirmLabel={quote ? t("payAndBook", { amount: money(quote.payNowCents) }) : t("placeOrder")}
          />
        </div>
        <CheckoutSummary
          state={state}
          dispatch={dispatch}
          data={data}
          appointment={when}
          clinicName={clinic.name}
          hrefs={hrefs}
          money={money}
          fieldsSummary={fieldsSummary}
          payLabel={payLabel}
          onPay={pay}
        />
      </div>
      <CheckoutPayBar
        state={state}
        totalCents={quote ? quote.totalCents : null}
        money={money}
        payLabel={payLabel}
        onPay={pay}
      />
    </div>
  );
}
