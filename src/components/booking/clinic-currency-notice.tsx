"use client";
import { useState } from "react";
import { isCurrency } from "@/config/money";
import { useTranslations } from "@/i18n/islands/island-intl";

/**
 * Says which money the chosen clinic charges in (decision 268), in the basket and before paying: shown when it is
 * not the currency of the site the visitor is on (a `/us` visitor booking London is told London charges pounds), and
 * once a change of clinic has re-priced the basket in another currency, so the change is announced, not silent.
 * Currency names come from the catalogue (`booking.currency.names`), never from Intl: the islands do not start ICU
 * (decision 199).
 */
export function ClinicCurrencyNotice({
  pageCurrency,
  clinicName,
  currency,
}: {
  /** The currency of the site's area (`areaCurrency`). */
  pageCurrency: string;
  clinicName: string | null;
  /** The chosen clinic's own currency (a quote may still be the previous clinic's); null before one is chosen. */
  currency: string | null;
}) {
  const t = useTranslations("booking.currency");
  const repriced = useChangedAfterFirst(currency);
  const shown = clinicName !== null && currency !== null && (currency !== pageCurrency || repriced);
  return (
    // Always in the page, so assistive technology announces the text when it appears or changes.
    <p
      role="status"
      className="empty:hidden rounded-2xl bg-sand px-5 py-4 text-sm text-ink"
      data-testid="currency-notice"
    >
      {shown
        ? t("notice", {
            clinic: clinicName,
            currency: isCurrency(currency) ? t(`names.${currency}`) : currency,
            code: currency,
          })
        : null}
    </p>
  );
}

/** Whether `value` has differed from the first non-null value it had. */
function useChangedAfterFirst(value: string | null): boolean {
  const [first, setFirst] = useState<string | null>(value);
  const [changed, setChanged] = useState(false);
  // Derived while rendering (React's pattern for state that follows a prop), so the notice never lags a paint.
  if (value !== null && first === null) setFirst(value);
  else if (value !== null && first !== null && value !== first && !changed) setChanged(true);
  return changed;
}
