"use client";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useState } from "react";
import { callApi } from "@/components/api/api-client";
import { LiveFieldset } from "@/components/forms/live-fieldset";
import { fixedAmounts } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import { isCardIncomplete } from "./sandbox-card";
import { CardInputs } from "./sandbox-card-fields";

/**
 * Buy a gift card: amount, recipient, message, card. No offers apply. The card is in `currency`, the site's (decision
 * 268), and the amounts offered are that currency's.
 */
export function GiftCardForm({ currency }: { currency: string }) {
  const t = useTranslations("booking.giftCard");
  const tCard = useTranslations("booking.checkout.card");
  const locale = useLocale();
  const offered = fixedAmounts(currency).giftCard;
  const [form, setForm] = useState({
    amount: String(offered.suggestedCents / 100),
    recipientName: "",
    recipientEmail: "",
    message: "",
    cardNumber: "",
    cardExpiry: "",
    cardCvc: "",
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((current) => ({ ...current, [key]: e.target.value }));
  const input =
    "mt-1 w-full rounded-xl border border-linen bg-white px-3 py-2.5 focus:border-gold-deep focus:outline-none";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const amount = Number(form.amount);
    if (!Number.isFinite(amount) || amount * 100 < offered.minCents || amount * 100 > offered.maxCents)
      return setError(
        t("amountRange", {
          min: formatMoney(offered.minCents, currency, locale),
          max: formatMoney(offered.maxCents, currency, locale),
        }),
      );
    if (!form.recipientName.trim()) return setError(t("recipientNameRequired"));
    if (!/^\S+@\S+\.\S+$/.test(form.recipientEmail.trim())) return setError(t("recipientEmailInvalid"));
    if (isCardIncomplete(form)) return setError(tCard("incomplete"));
    setError(null);
    const answer = await callApi(
      "/api/v2/gift_card/buy",
      { ...form, amountCents: Math.round(amount * 100), currency, locale },
      locale,
    );
    if (!answer.ok) return setError(answer.msg);
    setDone(t("done", { email: form.recipientEmail.trim() }));
  }

  if (done)
    return (
      <p role="status" className="rounded-2xl bg-gold-light/40 p-5">
        {done}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <LiveFieldset className="grid gap-4">
        <label className="text-sm font-medium">
          {t("amount", { currency })}
          <input className={input} inputMode="numeric" value={form.amount} onChange={set("amount")} />
        </label>
        <label className="text-sm font-medium">
          {t("recipientName")}
          <input className={input} value={form.recipientName} onChange={set("recipientName")} autoComplete="off" />
        </label>
        <label className="text-sm font-medium">
          {t("recipientEmail")}
          <input
            className={input}
            type="email"
            value={form.recipientEmail}
            onChange={set("recipientEmail")}
            autoComplete="off"
          />
        </label>
        <label className="text-sm font-medium">
          {t("message")}
          <textarea className={input} rows={3} maxLength={500} value={form.message} onChange={set("message")} />
        </label>
        <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_6rem]">
          <legend className="mb-1 text-sm font-medium">{tCard("legend")}</legend>
          <CardInputs
            card={form}
            onChange={(part, value) => setForm((current) => ({ ...current, [part]: value }))}
            labelClass={["col-span-2 text-xs text-stone sm:col-span-1", "text-xs text-stone"]}
            inputClass={input}
          />
        </fieldset>
        <p className="text-sm text-stone">{t("noOffers")}</p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="justify-self-start rounded-full bg-ink px-6 py-3 font-medium text-ivory hover:bg-gold-deep"
        >
          {t("buy")}
        </button>
      </LiveFieldset>
    </form>
  );
}
