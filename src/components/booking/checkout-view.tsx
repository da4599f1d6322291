"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { callApi } from "@/components/api/api-client";
import { useBasketLines, useBookingChoice } from "@/components/basket/basket-store";
import { clearBasket, syncBasketWithSession } from "@/components/basket/basket-sync";
import { useHydratedInSlices } from "@/components/ui/use-hydrated";
import { CallBackOffer } from "@/components/requests/call-back-offer";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { formatClinicTime, isolateLtr } from "@/shared/clinic-time";
import { errorCatalogue } from "@/shared/errors/error-catalogue";
import { newCustomerCheckoutAction } from "@/app/[area]/[locale]/(site)/book-online/checkout/actions";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-format";
import { CheckoutAccountStep, type AccountChoice } from "./checkout-account-step";
import { CheckoutNewCustomer, emptyNewCustomer, type NewCustomerLabels } from "./checkout-new-customer";
import { HoldCountdown } from "./hold-countdown";
import { OrderSums } from "./order-sums";
import type { ClinicOption } from "./types";
import { useQuote } from "./use-quote";
import { useFormatTag } from "@/i18n/islands/use-format-tag";
import { fieldsInError, useRefusalFocus } from "./use-refusal-focus";

/** Checkout's own messages, and the new customer's fields by name (firstName, password, …) from the server. */
type Errors = Partial<Record<"account" | "terms" | "card" | "form" | "notice", string>> &
  Record<string, string | undefined>;

// Stripe.js and the Payment Element island are only fetched in stripe mode, on this page.
const LEAD_TIME_CODE = errorCatalogue.LEAD_TIME.apiCode;
const StripePaymentElement = dynamic(() => import("./stripe-payment-element").then((m) => m.StripePaymentElement), {
  ssr: false,
});

/** Checkout: who you are, the order summary, offers, coupon, gift card, credit, terms, how to pay. */
export function CheckoutView({
  clinics,
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

  const [account, setAccount] = useState<AccountChoice>(null);
  const [coupon, setCoupon] = useState("");
  const [appliedCoupon, setAppliedCoupon] = useState<string | undefined>(undefined);
  const [gift, setGift] = useState({ number: "", code: "" });
  const [appliedGift, setAppliedGift] = useState<{ number: string; code: string } | undefined>(undefined);
  const [credit, setCredit] = useState("");
  const [terms, setTerms] = useState(false);
  const [payment, setPayment] = useState<"card" | "clinic">("card");
  const [card, setCard] = useState({ cardNumber: "", cardExpiry: "", cardCvc: "", cardName: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [customer, setCustomer] = useState(() => emptyNewCustomer(newCustomer?.labels.defaultCountryCode ?? "+44"));
  const [botCheckKey, setBotCheckKey] = useState(0);
  const newCustomerForm = useRef<HTMLFormElement>(null);
  // Each refusal moves the focus to the first field in error; a refusal of the fields names them in its message.
  const root = useRef<HTMLDivElement>(null);
  const [refusal, setRefusal] = useState({ count: 0, fields: false });
  const refused = (fields: boolean) => setRefusal((r) => ({ count: r.count + 1, fields }));
  useRefusalFocus(root, refusal.count, "form-error");
  // The 24-hour refusal (docs/product/api.md) offers the call-back form (issue 12).
  const [leadTimeRefused, setLeadTimeRefused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Stripe mode: the placed order's PaymentIntent, paid in Stripe's Payment Element.
  const [intent, setIntent] = useState<{ clientSecret: string; publishableKey: string; bookingNumber: string } | null>(
    null,
  );

  // Once signed in, the server's basket is the truth: merge the browser's into it and show the answer.
  // Signing in inline comes back to this same mounted view (a soft navigation), so `merged` must be reset
  // when `signedIn` turns true; otherwise the summary was quoted before the merge and could keep a
  // visitor's price (see decision 061).
  const [merged, setMerged] = useState(!signedIn);
  const [mergedFor, setMergedFor] = useState(signedIn);
  if (mergedFor !== signedIn) {
    setMergedFor(signedIn);
    setMerged(!signedIn);
  }
  // Set while the new customer's one submit runs: its sign-in refreshes the page before the answer is read, and the
  // booked lines must not be merged back into the new account's basket meanwhile (it merges after a failed order).
  const placing = useRef(false);
  useEffect(() => {
    if (!signedIn || placing.current) return;
    let live = true;
    void syncBasketWithSession(locale).then(() => live && setMerged(true));
    return () => {
      live = false;
    };
  }, [signedIn, locale]);

  const creditCents = Math.round(Number(credit.replace(",", ".")) * 100) || 0;
  const { data } = useQuote(
    locale,
    lines,
    {
      clinicId: choice.clinicId ?? undefined,
      startsAt: choice.startsAt ?? undefined,
      inResidence: choice.inResidence,
      couponCode: appliedCoupon,
      giftCard: appliedGift,
      creditCents,
      paymentMethod: payment,
    },
    hydrated && lines.length > 0 && merged,
    signedIn,
  );
  // A refused gift card is not sent again with the next quote: each would count as one more wrong code
  // against the card's limit (decision 070). Its message stays until the visitor applies a card again.
  const [giftRefusal, setGiftRefusal] = useState<{ code: string; quote: unknown } | null>(null);
  if (appliedGift && data?.giftCardError && data.giftCardError !== "GIFT_CARD_EMPTY" && giftRefusal?.quote !== data) {
    setGiftRefusal({ code: data.giftCardError, quote: data });
    setAppliedGift(undefined);
  }
  const giftCardError = data?.giftCardError ?? giftRefusal?.code ?? null;

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
  const money = (cents: number) => formatMoney(cents, quote?.currency ?? "USD", locale);
  const when = formatClinicTime(new Date(choice.startsAt), clinic.timeZone, tag);

  const orderPayload = () => ({
    clinicId: clinic!.id,
    startsAt: choice.startsAt,
    lines: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })),
    couponCode: appliedCoupon,
    giftCard: appliedGift,
    creditCents,
    paymentMethod: payment,
    acceptTerms: terms,
    inResidence: choice.inResidence,
    holdId: choice.holdId ?? undefined,
    locale,
    cardNumber: card.cardNumber,
    cardExpiry: card.cardExpiry,
    cardCvc: card.cardCvc,
  });

  function placed(answer: {
    bookingNumber: string;
    status: string;
    clientSecret?: string;
    publishableKey?: string | null;
  }) {
    if (answer.status === "requires_action" && answer.clientSecret) {
      // Stripe: the chair is held by the order awaiting payment; the card goes into Stripe's element.
      setIntent({
        clientSecret: answer.clientSecret,
        publishableKey: answer.publishableKey ?? stripePublishableKey ?? "",
        bookingNumber: answer.bookingNumber,
      });
      return;
    }
    clearBasket();
    // The success page looks the booking up by its number for the signed-in customer.
    router.push(`${hrefs.success}?booking=${encodeURIComponent(answer.bookingNumber)}`);
  }

  /** The new customer's one submit: account, order and payment together (decision 116). */
  async function submitAsNewCustomer() {
    const form = new FormData(newCustomerForm.current ?? undefined);
    const order = orderPayload();
    for (const [key, value] of Object.entries(order)) {
      if (value === undefined) continue;
      form.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
    form.set("area", newCustomer!.area);
    if (newCustomer!.referralCode) form.set("referralCode", newCustomer!.referralCode);
    setSubmitting(true);
    placing.current = true;
    const answer = await newCustomerCheckoutAction(null, form).catch(() => null);
    setSubmitting(false);
    const data = answer?.data;
    if (answer?.status === "success" && data && "bookingNumber" in data) return placed(data);
    placing.current = false;
    if (!answer) return setErrors({ form: tErr("internal") });
    const { signedIn: accountMade = false, botCheckSpent = true } = data && "signedIn" in data ? data : {};
    // A fresh ALTCHA widget only when the server reached the bot check and may have spent this solution: a refusal
    // of the fields comes before it, and the visitor's tick stays (issue 40, row 3). What was typed stays.
    if (botCheckSpent) setBotCheckKey((k) => k + 1);
    const f = answer.fields ?? {};
    const cardError = f.cardNumber ?? f.cardExpiry ?? f.cardCvc;
    setErrors({
      ...f,
      form: answer.message,
      ...(cardError ? { card: cardError } : {}),
      ...(f.acceptTerms ? { terms: f.acceptTerms } : {}),
      ...(accountMade ? { notice: t("account.createdOrderFailed") } : {}),
    });
    refused(!botCheckSpent);
    // The account exists and the visitor is signed in: the page now shows them as the customer, who retries with
    // the basket merged into their account.
    if (accountMade) {
      router.refresh();
      void syncBasketWithSession(locale).then(() => setMerged(true));
    }
  }

  async function submit() {
    const next: Errors = {};
    if (!signedIn && !account) next.account = t("account.chooseFirst");
    if (!terms) next.terms = t("acceptTerms");
    if (
      payment === "card" &&
      paymentMode === "sandbox" &&
      (quote?.payNowCents ?? 1) > 0 &&
      (!card.cardNumber.trim() || !card.cardExpiry.trim() || !card.cardCvc.trim())
    ) {
      next.card = t("card.incomplete");
    }
    if (Object.keys(next).length) {
      // The new customer's fields stay as typed; only the messages change.
      setErrors({ ...next, form: tErr("validation") });
      refused(true);
      return;
    }
    if (!signedIn && account === "new-customer" && newCustomer) return submitAsNewCustomer();
    setErrors({});
    setSubmitting(true);
    const answer = await callApi("/api/v2/place_order/placeRegisterBookingOrder", orderPayload(), locale);
    setSubmitting(false);
    if (!answer.ok) {
      const fields = (answer.data as { fields?: Record<string, string> } | null)?.fields;
      setLeadTimeRefused(answer.code === LEAD_TIME_CODE);
      setErrors({
        form: answer.msg,
        ...(fields?.cardNumber || fields?.cardExpiry || fields?.cardCvc
          ? { card: fields.cardNumber ?? fields.cardExpiry ?? fields.cardCvc }
          : {}),
      });
      refused(answer.code === errorCatalogue.VALIDATION.apiCode);
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
  const payLabel = submitting
    ? t("submitting")
    : payment === "card" && quote && quote.payNowCents > 0
      ? t("payAndBook", { amount: money(quote.payNowCents) })
      : t("placeOrder");
  // 16 px text: iOS zooms into a smaller input on focus.
  const input =
    "w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-base text-ink focus:border-gold-deep focus:outline-none aria-[invalid=true]:border-red-700";
  return (
    // Not a <form>: the inline sign-in and new-customer forms sit inside, and forms cannot nest.
    <div data-testid="checkout" ref={root}>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-6">
          {choice.holdExpiresAt && <HoldCountdown expiresAt={choice.holdExpiresAt} />}
          {signedIn && customerName && (
            <p className="rounded-2xl border border-linen bg-white/70 px-5 py-4 text-sm" data-testid="signed-in-as">
              {t("signedInAs", { name: customerName })}
            </p>
          )}
          <CheckoutAccountStep
            choice={account}
            onChoose={(c) => {
              setAccount(c);
              setErrors((e) => ({ ...e, account: undefined }));
            }}
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
                  values={customer}
                  onChange={setCustomer}
                  errors={errors}
                  locale={locale}
                  botCheckKey={botCheckKey}
                  onSubmit={() => void submit()}
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

          <section className="rounded-2xl border border-linen bg-white/70 p-5 md:p-6" aria-labelledby="offers-title">
            <h2 id="offers-title" className="font-serif text-2xl">
              {t("offers.title")}
            </h2>
            <p className="mt-1 text-sm text-stone">{t("offers.note")}</p>
            {quote && (
              <ul className="mt-4 flex flex-col gap-1.5 text-sm" data-testid="offers">
                {quote.offers.map((o) => (
                  <li key={o.kind} className="flex justify-between gap-3">
                    <span className={o.reason === "applied" ? "font-medium text-ink" : "text-stone"}>
                      {t(`offers.${o.kind}`)} ({o.percent}%)
                    </span>
                    <span className={o.reason === "applied" ? "font-medium text-gold-deep" : "text-stone"}>
                      {t(`offers.reason.${o.reason}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-5 flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor="coupon" className="text-sm font-medium">
                  {t("coupon.label")}
                </label>
                <input
                  id="coupon"
                  value={coupon}
                  onChange={(e) => setCoupon(e.target.value)}
                  className={`mt-1 ${input}`}
                  autoComplete="off"
                />
              </div>
              <button
                type="button"
                onClick={() => setAppliedCoupon(coupon.trim() || undefined)}
                className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep"
              >
                {t("coupon.apply")}
              </button>
            </div>
            {data?.couponError && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {tErr(camel(data.couponError))}
              </p>
            )}

            <fieldset className="mt-5">
              <legend className="text-sm font-medium">{t("giftCard.legend")}</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-[1fr_9rem_auto]">
                <input
                  aria-label={t("giftCard.number")}
                  placeholder={t("giftCard.number")}
                  value={gift.number}
                  onChange={(e) => setGift({ ...gift, number: e.target.value })}
                  className={input}
                  autoComplete="off"
                  maxLength={19}
                />
                <input
                  aria-label={t("giftCard.code")}
                  placeholder={t("giftCard.code")}
                  value={gift.code}
                  onChange={(e) => setGift({ ...gift, code: e.target.value })}
                  className={input}
                  autoComplete="off"
                  maxLength={6}
                />
                <button
                  type="button"
                  onClick={() => {
                    const number = gift.number.replace(/[\s-]/g, "").toUpperCase();
                    if (!/^[A-Z0-9]{16}$/.test(number))
                      return setErrors((e) => ({ ...e, form: t("giftCardNumberFormat") }));
                    if (!/^[A-Za-z0-9]{6}$/.test(gift.code.trim()))
                      return setErrors((e) => ({ ...e, form: t("giftCardCodeFormat") }));
                    setGiftRefusal((refusal) => (refusal ? { ...refusal, code: "" } : null));
                    setAppliedGift({ number, code: gift.code.trim() });
                  }}
                  className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep"
                >
                  {t("giftCard.apply")}
                </button>
              </div>
              {giftCardError && (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {tErr(camel(giftCardError))}
                </p>
              )}
            </fieldset>

            {signedIn && (data?.creditAvailableCents ?? 0) > 0 && (
              <div className="mt-5">
                <label htmlFor="credit" className="text-sm font-medium">
                  {t("credit.label")}
                </label>
                <input
                  id="credit"
                  inputMode="decimal"
                  value={credit}
                  onChange={(e) => setCredit(e.target.value)}
                  className={`mt-1 ${input}`}
                />
                <p className="mt-1 text-xs text-stone">
                  {t("credit.available", { amount: money(data!.creditAvailableCents) })}
                </p>
                {data?.creditError && (
                  <p role="alert" className="mt-1 text-sm text-red-700">
                    {tErr("creditCheck")}
                  </p>
                )}
              </div>
            )}
          </section>

          <fieldset className="rounded-2xl border border-linen bg-white/70 p-5 md:p-6">
            <legend className="px-1 font-serif text-2xl">{t("payment.legend")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {(["card", "clinic"] as const).map((method) => (
                <label key={method} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="payment"
                    value={method}
                    checked={payment === method}
                    onChange={() => setPayment(method)}
                    className="size-5 shrink-0 accent-gold-deep"
                  />
                  {t(`payment.${method}`)}
                </label>
              ))}
            </div>
            {payment === "card" && paymentMode === "sandbox" && (
              <fieldset className="mt-4" aria-describedby={errors.card ? "card-error" : "card-hint"}>
                <legend className="text-sm font-medium">{t("card.legend")}</legend>
                <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_8rem_6rem]">
                  {/* Each label's input sits at the foot of its cell: a label that wraps ("Expiry date (MM/YY)") never
                    pushes its field below its neighbours'. */}
                  <label className="col-span-2 flex flex-col justify-end text-sm text-stone sm:col-span-1">
                    {t("card.number")}
                    <input
                      value={card.cardNumber}
                      onChange={(e) => setCard({ ...card, cardNumber: formatCardNumber(e.target.value) })}
                      inputMode="numeric"
                      autoComplete="cc-number"
                      placeholder="1234 1234 1234 1234"
                      maxLength={23}
                      dir="ltr"
                      className={`mt-1 ${input} text-start tabular-nums`}
                      name="cardNumber"
                      aria-invalid={errors.cardNumber || (errors.card && !card.cardNumber.trim()) ? true : undefined}
                    />
                  </label>
                  <label className="flex flex-col justify-end text-sm text-stone">
                    {t("card.expiry")}
                    <input
                      value={card.cardExpiry}
                      onChange={(e) => setCard({ ...card, cardExpiry: formatExpiry(e.target.value, card.cardExpiry) })}
                      inputMode="numeric"
                      placeholder="MM/YY"
                      autoComplete="cc-exp"
                      maxLength={5}
                      dir="ltr"
                      className={`mt-1 ${input} text-start tabular-nums`}
                      name="cardExpiry"
                      aria-invalid={errors.cardExpiry || (errors.card && !card.cardExpiry.trim()) ? true : undefined}
                    />
                  </label>
                  <label className="flex flex-col justify-end text-sm text-stone">
                    {t("card.cvc")}
                    <input
                      value={card.cardCvc}
                      onChange={(e) => setCard({ ...card, cardCvc: formatCvc(e.target.value) })}
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      maxLength={4}
                      dir="ltr"
                      className={`mt-1 ${input} text-start tabular-nums`}
                      name="cardCvc"
                      aria-invalid={errors.cardCvc || (errors.card && !card.cardCvc.trim()) ? true : undefined}
                    />
                  </label>
                  <label className="col-span-2 text-sm text-stone sm:col-span-3">
                    {t("card.name")}
                    <input
                      value={card.cardName}
                      onChange={(e) => setCard({ ...card, cardName: e.target.value })}
                      autoComplete="cc-name"
                      maxLength={100}
                      className={`mt-1 ${input}`}
                      name="cardName"
                    />
                  </label>
                </div>
                <p id="card-hint" className="mt-2 text-xs text-stone">
                  {t("card.testCards")}
                </p>
                {errors.card && (
                  <p id="card-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {errors.card}
                  </p>
                )}
              </fieldset>
            )}
            {payment === "card" && paymentMode === "stripe" && (
              <StripePaymentElement
                publishableKey={intent?.publishableKey ?? stripePublishableKey ?? ""}
                clientSecret={intent?.clientSecret ?? null}
                returnUrl={intent ? `${hrefs.success}?booking=${encodeURIComponent(intent.bookingNumber)}` : null}
                locale={locale}
                labels={{
                  note: t("card.stripeNote"),
                  confirm: quote ? t("payAndBook", { amount: money(quote.payNowCents) }) : t("placeOrder"),
                  submitting: t("submitting"),
                  unavailable: t("card.stripeUnavailable"),
                }}
              />
            )}
          </fieldset>
        </div>

        {/* Desktop: beside the fields, at the bottom of the column and sticky to the window's bottom, so Pay is never
          above the card fields. Phones: after the fields, with Pay in the sticky bar below. */}
        <aside
          className="flex flex-col gap-4 rounded-2xl border border-linen bg-white p-5 md:p-6 lg:sticky lg:bottom-6 lg:self-end"
          aria-labelledby="summary-title"
        >
          <h2 id="summary-title" className="font-serif text-2xl">
            {t("summary.title")}
          </h2>
          <p className="text-sm text-ink" data-testid="appointment">
            {t("appointment", {
              date: when.date,
              time: isolateLtr(when.time),
              zone: isolateLtr(when.zone),
              clinic: clinic.name,
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
              onChange={(e) => setTerms(e.target.checked)}
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
              {refusal.fields && namesInError.length > 0
                ? t("account.fieldsSummary", {
                    fields: new Intl.ListFormat(tag, { type: "conjunction" }).format(namesInError),
                  })
                : errors.form}
            </p>
          )}
          {errors.form && leadTimeRefused && <CallBackOffer />}
          <button
            type="button"
            onClick={() => void submit()}
            disabled={submitting || intent !== null}
            data-testid="pay"
            className="hidden rounded-full bg-ink px-6 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50 lg:block"
          >
            {payLabel}
          </button>
        </aside>
      </div>
      {/* Phones: the total and Pay stay at the bottom of the screen while the customer fills the form. */}
      <div
        className="sticky bottom-0 z-20 -mx-5 mt-6 flex items-center gap-4 border-t border-linen bg-ivory/95 px-5 py-3 backdrop-blur lg:hidden"
        data-testid="pay-bar"
        data-sticky-foot=""
      >
        {quote && (
          <p className="min-w-0 flex-1 text-sm leading-tight">
            <span className="block text-stone">{t("summary.total")}</span>
            <span className="font-medium tabular-nums text-ink">{money(quote.totalCents)}</span>
          </p>
        )}
        <button
          type="button"
          onClick={() => void submit()}
          disabled={submitting || intent !== null}
          data-testid="pay"
          className="min-h-12 flex-1 rounded-full bg-ink px-5 py-3 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50"
        >
          {payLabel}
        </button>
      </div>
    </div>
  );
}

function camel(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
