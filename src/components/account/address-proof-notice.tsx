import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { getCurrentUser } from "@/server/accounts/current-user";
import { ResendProofButton } from "./resend-proof-button";

/**
 * "Please confirm your address", with "Send the link again", on every account page until the address is proven
 * (decision 210). One quiet line: the account works meanwhile, so it never stands in the way of a booking.
 */
export async function AddressProofNotice({ area, locale }: { area: Area; locale: Locale }) {
  const user = await getCurrentUser();
  if (!user || user.addressProven) return null;
  const t = await getTranslations({ locale, namespace: "account.addressProof" });
  return (
    <div
      role="note"
      data-testid="address-proof-notice"
      className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gold/40 bg-ivory/80 px-4 py-3 text-sm text-ink"
    >
      <p className="min-w-0 flex-1 basis-64">
        {t.rich("notice", { email: user.email, b: (chunks) => <bdi className="font-medium">{chunks}</bdi> })}
      </p>
      <ResendProofButton area={area} locale={locale} label={t("resend")} />
    </div>
  );
}
