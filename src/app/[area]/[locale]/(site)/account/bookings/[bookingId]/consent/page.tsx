import { CLOCK, formatTag } from "@/i18n/formats";
import type { Metadata } from "next";
import { FileDown } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { AccountCard, AccountShell } from "@/components/account/account-shell";
import { ClinicTimeText } from "@/components/account/clinic-time-text";
import { ConsentDocumentView } from "@/components/account/consent-document";
import { DynamicLink } from "@/components/links/dynamic-link";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext } from "@/i18n/route-params";
import { requireUser } from "@/server/accounts/current-user";
import { getCustomerBooking } from "@/server/bookings/list-customer-bookings";
import { consentPdfUrl } from "@/server/consents/consent-links";
import { canSignConsent, consentStatusOf } from "@/server/consents/consent-status";
import { consentDocument, consentToSign } from "@/server/consents/consent-text";
import { signConsentAction } from "./actions";
import { DetailRow } from "@/components/ui/detail-row";
import { TitledSection } from "@/components/ui/titled-section";
import { hiddenFields } from "@/components/account/field-specs";

export const dynamic = "force-dynamic";

type Params = Promise<{ area: string; locale: string; bookingId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const { bookingId } = await params;
  const t = await getTranslations({ locale, namespace: "consent-forms.page" });
  return {
    ...pageMetadata({
      area,
      locale,
      path: `account/bookings/${bookingId}/consent`,
      title: t("title"),
      description: t("description"),
    }),
    robots: { index: false },
  };
}

/**
 * The consents of one of the customer's visits (decision 184): each text the visit's treatments need, in the
 * customer's language, signed by typing their full name; once signed, when and by whom, and the PDF. Another
 * customer's visit, or an unknown one, is a 404.
 */
export default async function BookingConsentPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const { bookingId } = await params;
  const user = await requireUser({ area, locale, path: `account/bookings/${bookingId}/consent` });
  const booking = /^[0-9a-f-]{36}$/i.test(bookingId) ? await getCustomerBooking(user.id, bookingId, locale) : null;
  if (!booking) notFound();
  const [t, consents, query] = await Promise.all([
    getTranslations({ locale, namespace: "consent-forms" }),
    consentStatusOf([booking.id]),
    searchParams,
  ]);
  const status = consents.get(booking.id);
  const open = canSignConsent(booking, new Date());
  const justSigned = typeof query.signed === "string" ? query.signed : null;
  const signedOn = new Intl.DateTimeFormat(formatTag(locale, area), {
    dateStyle: "long",
    timeStyle: "short",
    ...CLOCK,
    timeZone: booking.clinic.timeZone,
    numberingSystem: "latn",
  });
  const accountName = `${user.firstName} ${user.lastName}`.trim();
  // Names are isolated (first-strong) so a Latin name reads whole inside Arabic text and the other way round.
  const isolated = (name: string) => `\u2068${name}\u2069`;

  return (
    <AccountShell area={area} locale={locale} current="bookings" title={t("page.title")} intro={t("page.intro")}>
      <div className="grid gap-6">
        <TitledSection
          id="visit-title"
          title={t("page.booking", { number: `\u2066${booking.number}\u2069` })}
          className="rounded-2xl border border-linen bg-white/70 p-5"
          testId="consent-visit"
        >
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <DetailRow term={t("page.clinic")}>
              <bdi>{booking.clinic.name}</bdi>
            </DetailRow>
            <DetailRow term={t("page.time")}>
              <ClinicTimeText
                startsAt={booking.startsAt}
                timeZone={booking.clinic.timeZone}
                locale={locale}
                area={area}
              />
            </DetailRow>
          </dl>
          <DynamicLink
            href={pathFor(area, locale, "account/bookings")}
            className="mt-4 inline-block text-sm underline underline-offset-4 hover:text-gold-deep"
          >
            {t("page.back")}
          </DynamicLink>
        </TitledSection>

        {!status?.kinds.length && <p className="text-stone">{t("page.notNeeded")}</p>}

        {status?.kinds.map((entry) => {
          const id = `consent-${entry.kind}`;
          const signedText = entry.version && entry.locale ? consentDocument(entry.version, entry.locale) : null;
          return (
            <AccountCard key={entry.kind} title={t(`page.kinds.${entry.kind}`)} id={`${id}-title`} testId={id}>
              <div id={id} className="grid gap-4">
                {entry.consentId && entry.signedAt ? (
                  <>
                    {justSigned === entry.kind && (
                      <p role="status" className="rounded-xl bg-sand px-4 py-3 text-sm">
                        {t("page.signedMessage")}
                      </p>
                    )}
                    <p className="text-sm" data-testid="consent-signed">
                      {t("page.signedOn", {
                        date: signedOn.format(entry.signedAt),
                        name: isolated(entry.signedName ?? ""),
                      })}
                      <span className="block text-xs text-stone">
                        {t("page.version", { version: `\u2066${entry.version}\u2069` })}
                      </span>
                    </p>
                    <a
                      href={consentPdfUrl(entry.consentId, locale)}
                      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full border border-ink/20 px-4 py-2 text-sm hover:border-gold-deep"
                      data-testid="consent-pdf"
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      {t("page.download")}
                    </a>
                    {signedText && (
                      <details className="text-sm">
                        <summary className="cursor-pointer text-stone">{t("pdf.consentText")}</summary>
                        <div className="mt-3">
                          <ConsentDocumentView document={signedText} />
                        </div>
                      </details>
                    )}
                  </>
                ) : open ? (
                  <>
                    <ConsentDocumentView document={consentToSign(entry.kind, locale)} />
                    <ActionForm
                      action={signConsentAction}
                      testId={`${id}-form`}
                      fields={[
                        ...hiddenFields({ area, locale, bookingId: booking.id, kind: entry.kind }),
                        {
                          name: "signedName",
                          id: `${id}-name`,
                          label: t("page.nameLabel"),
                          autoComplete: "name",
                          hint: accountName ? t("page.nameHint", { name: isolated(accountName) }) : undefined,
                        },
                        { name: "read", id: `${id}-read`, type: "checkbox", label: t("page.readLabel") },
                      ]}
                      submits={[{ label: t("page.submit") }]}
                    />
                  </>
                ) : (
                  <p className="text-sm text-stone">{t("page.closed")}</p>
                )}
              </div>
            </AccountCard>
          );
        })}
      </div>
    </AccountShell>
  );
}
