"use client";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import type { QuoteSums } from "./types";

/** How everything combines: subtotal, offer, surcharges, concierge, total, then the means of payment. */
export function OrderSums({ quote, showPayment }: { quote: QuoteSums; showPayment: boolean }) {
  const t = useTranslations("booking.checkout");
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatMoney(cents, quote.currency, locale);
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? "border-t border-linen pt-3 text-lg font-medium text-ink" : "text-stone"}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row(t("summary.subtotal"), money(quote.subtotalCents), "sum-subtotal")}
      {quote.addOnsCents > 0 && row(`· ${t("summary.addOns")}`, money(quote.addOnsCents), "sum-addons")}
      {quote.offer &&
        row(
          t("summary.discount", { offer: t(`offers.${quote.offer.kind}`), percent: quote.offer.percent }),
          `−${money(quote.discountCents)}`,
          "sum-discount",
        )}
      {quote.surchargeCents > 0 &&
        row(
          quote.surchargeBand === "night" ? t("summary.surchargeNight") : t("summary.surcharge"),
          money(quote.surchargeCents),
          "sum-surcharge",
        )}
      {quote.conciergeCents > 0 && row(t("summary.concierge"), money(quote.conciergeCents), "sum-concierge")}
      {row(t("summary.total"), money(quote.totalCents), "sum-total", true)}
      {showPayment &&
        quote.giftCardCents > 0 &&
        row(t("summary.giftCard"), `−${money(quote.giftCardCents)}`, "sum-giftcard")}
      {showPayment && quote.creditCents > 0 && row(t("summary.credit"), `−${money(quote.creditCents)}`, "sum-credit")}
      {showPayment && row(t("summary.payNow"), money(quote.payNowCents), "sum-paynow")}
      {showPayment && quote.leftToPayCents > 0 && row(t("summary.leftToPay"), money(quote.leftToPayCents), "sum-left")}
    </dl>
  );
}
