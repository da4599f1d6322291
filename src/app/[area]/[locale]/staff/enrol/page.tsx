import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EnrolTotpForm } from "@/components/staff/enrol-totp-form";
import { startTotpEnrolment } from "@/server/staff/enrol-totp";
import { totpQrSvg } from "@/server/staff/totp-qr";
import { confirmEnrolmentAction } from "../_auth/actions";
import { openSecondFactorStep, type SecondFactorPageProps } from "../_auth/second-factor-guard";

export const metadata: Metadata = { title: "Set up your authenticator" };

/** First sign-in of a member of staff: add the back office to an authenticator app (decision 131). */
export default async function StaffEnrolPage(props: SecondFactorPageProps) {
  const { area, next, staff } = await openSecondFactorStep("enrol", props);
  const { secret, uri } = await startTotpEnrolment(staff);
  const t = await getTranslations({ locale: "en", namespace: "staff.enrol" });
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;
  const qr = await totpQrSvg(uri);
  return (
    <>
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl">{t("title")}</h1>
        <p className="mt-3 text-stone">{t("intro")}</p>
        <ol className="mt-6 grid gap-5 rounded-2xl border border-linen bg-white p-6">
          <li>
            <p className="font-medium">1. {t("step1")}</p>
          </li>
          <li>
            <p className="font-medium">2. {t("step2")}</p>
            <div
              role="img"
              aria-label={t("qrAlt")}
              data-testid="totp-qr"
              className="mt-3 w-52 max-w-full rounded-lg border border-linen bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
              // The SVG is drawn on the server by the qrcode package from our own otpauth URI: no user markup.
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p className="mt-3 text-sm text-stone">{t("key")}</p>
            <p className="font-mono text-lg tracking-wider break-all" dir="ltr" data-testid="totp-secret">
              {grouped}
            </p>
            <a href={uri} className="mt-2 inline-block text-sm underline underline-offset-4 hover:text-gold-deep">
              {t("openApp")}
            </a>
          </li>
          <li>
            <p className="mb-3 font-medium">3. {t("step3")}</p>
            <EnrolTotpForm
              action={confirmEnrolmentAction}
              hidden={{ area, locale: "en", next }}
              text={{
                code: t("code"),
                submit: t("submit"),
                codesTitle: t("codesTitle"),
                codesIntro: t("codesIntro"),
                continue: t("continue"),
              }}
            />
          </li>
        </ol>
      </div>
    </>
  );
}
