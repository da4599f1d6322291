"use client";
/**
 * Accept-and-pay or decline on a visit proposal's page (decision 147): the sandbox card form or Stripe's
 * Payment Element (the checkout's own), and an optional reason to decline. The server does the rest.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/api-client";
import { cardFieldError, isCardIncomplete } from "@/components/booking/sandbox-card";
import { PayFormCardFields } from "@/components/booking/sandbox-card-fields";
import {
  intentToConfirm,
  StripePaymentElement,
  type PaymentIntentKeys,
} from "@/components/booking/stripe-payment-element";
import { LiveFieldset } from "@/components/forms/live-fieldset";
import { useTranslations } from "@/i18n/islands/island-intl";
import { TitledSection } from "@/components/ui/titled-section";

const input =
  "mt-1 w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-ink focus:border-gold-deep focus:outline-none";

export function ProposalAnswer({
  token,
  locale,
  paymentMode,
  stripePublishableKey,
  returnUrl,
  total,
}: {
  token: string;
  locale: string;
  paymentMode: "sandbox" | "stripe";
  stripePublishableKey: string | null;
  returnUrl: string;
  /** The proposal's total, formatted, for "Pay {total}". */
  total: string;
}) {
  const t = useTranslations("requests.proposal");
  const tCard = useTranslations("booking.checkout.card");
  const router = useRouter();
  const [card, setCard] = useState({ cardNumber: "", cardExpiry: "", cardCvc: "" });
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ where: "accept" | "decline"; text: string } | null>(null);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [done, setDone] = useState<"paid" | "declined" | null>(null);
  const [intent, setIntent] = useState<PaymentIntentKeys | null>(null);

  async function accept(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (paymentMode === "sandbox" && isCardIncomplete(card))
      return setError({ where: "accept", text: tCard("incomplete") });
    setBusy("accept");
    const answer = await callApi("/api/v2/visit_proposal/accept", { token, ...card }, locale);
    setBusy(null);
    if (!answer.ok) {
      return setError({ where: "accept", text: cardFieldError(answer.data?.fields ?? {}) ?? answer.msg });
    }
    const toConfirm = intentToConfirm(answer.data, stripePublishableKey);
    if (toConfirm) return setIntent(toConfirm);
    setDone("paid");
    router.refresh();
  }

  async function decline(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy("decline");
    const answer = await callApi("/api/v2/visit_proposal/decline", { token, reason }, locale);
    setBusy(null);
    if (!answer.ok) {
      const fields = (answer.data as { fields?: Record<string, string> } | null)?.fields;
      return setError({ where: "decline", text: fields?.reason ?? answer.msg });
    }
    setDone("declined");
    router.refresh();
  }

  if (done) {
    return (
      <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900" data-testid="proposal-answered">
        {done === "paid" ? t("paid") : t("declined")}
      </p>
    );
  }
  // The answer's message under the form it belongs to, and a form's button (disabled while either form posts).
  const errorNote = (where: "accept" | "decline") =>
    error?.where === where && (
      <p id={`${where}-error`} role="alert" className="text-sm font-medium text-red-700">
        {error.text}
      </p>
    );
  const submitButton = (className: string, label: string) => (
    <button type="submit" disabled={busy !== null} className={className}>
      {label}
    </button>
  );
  return (
    <LiveFieldset className="grid gap-6">
      <TitledSection
        id="accept-title"
        title={t("acceptTitle")}
        className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-6"
        headingClassName="text-2xl"
        testId="proposal-accept"
      >
        {intent ? (
          <StripePaymentElement
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            returnUrl={returnUrl}
            locale={locale}
            confirmLabel={t("payNow", { total })}
            submittingLabel={t("paying")}
          />
        ) : (
          <form onSubmit={(e) => void accept(e)} noValidate className="mt-4 grid gap-4">
            <PayFormCardFields
              paymentMode={paymentMode}
              card={card}
              onChange={(patch) => setCard((c) => ({ ...c, ...patch }))}
              inputClass={input}
              hintId="accept-hint"
              describedBy={error?.where === "accept" ? "accept-error" : "accept-hint"}
            />
            {errorNote("accept")}
            {submitButton(
              "min-h-12 w-full rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50 sm:w-auto sm:justify-self-start",
              busy === "accept" ? t("paying") : t("payNow", { total }),
            )}
          </form>
        )}
      </TitledSection>
      {!intent && (
        <TitledSection
          id="decline-title"
          title={t("declineTitle")}
          className="rounded-2xl border border-linen bg-white/70 p-5 sm:p-6"
          testId="proposal-decline"
        >
          <form onSubmit={(e) => void decline(e)} noValidate className="mt-3 grid gap-3">
            <label className="text-sm font-medium" htmlFor="decline-reason">
              {t("reason")}
            </label>
            <textarea
              id="decline-reason"
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              maxLength={1000}
              aria-describedby={error?.where === "decline" ? "decline-error" : "decline-hint"}
              className={input}
            />
            <p id="decline-hint" className="text-xs text-stone">
              {t("reasonHint")}
            </p>
            {errorNote("decline")}
            {submitButton(
              "min-h-12 w-full rounded-full border border-ink px-6 py-3 font-medium text-ink transition hover:bg-sand disabled:opacity-50 sm:w-auto sm:justify-self-start",
              busy === "decline" ? t("declining") : t("declineButton"),
            )}
          </form>
        </TitledSection>
      )}
    </LiveFieldset>
  );
}
