"use client";

import { PhoneCall } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useTranslations } from "@/i18n/islands/island-intl";

/**
 * The 24-hour refusal's way forward (issue 12): a link to the call-back form (decision 121), shown wherever the
 * visitor reads that a booking under 24 hours ahead cannot be made online. Needs the booking islands' messages
 * (BookingIntl) and sits under /{area}/{locale}/…, whose segments it keeps.
 */
export function CallBackOffer() {
  const t = useTranslations("booking.time");
  // Outside a page (component tests) there are no route segments to keep: nothing to link to.
  const params = useParams<{ area: string; locale: string }>();
  if (!params?.area || !params.locale) return null;
  const { area, locale } = params;
  return (
    <Link
      href={`/${area}/${locale}/call-back`}
      data-testid="call-back-offer"
      className="mt-3 inline-flex items-center gap-2 rounded-full border border-ink/20 px-4 py-2 text-sm font-medium text-ink hover:border-gold-deep"
    >
      <PhoneCall aria-hidden="true" className="size-4" />
      {t("callBackOffer")}
    </Link>
  );
}
