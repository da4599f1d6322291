import type { Metadata } from "next";
import { AddressProofNotice } from "@/components/account/address-proof-notice";
import { Download, LogOut } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AccountNav } from "@/components/account/account-nav";
import { ActionForm, type FieldSpec } from "@/components/account/action-form";
import { Notice } from "@/components/account/auth-shell";
import { countryCodeOptions, splitMobile, titleOptions } from "@/components/account/field-options";
import type { RouteParams } from "@/i18n/route-params";
import { describeVisitsEndedByDeletion } from "@/server/customers/deletion-mails";
import { visitsEndedByDeletion } from "@/server/customers/visits-ended-by-deletion";
import { changePasswordAction, deleteAccountAction, updateProfileAction } from "../../_account/actions";
import { TitledSection } from "@/components/ui/titled-section";
import { accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { hiddenFields } from "@/components/account/field-specs";
import { SignOutForm } from "@/components/account/sign-out-form";

/** Rendered per request (it reads the query), with a CSP nonce: src/config/content-security-policy.ts. */
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, {
    path: "account/settings",
    namespace: "account.settings",
    titleKey: "metaTitle",
    descriptionKey: "metaDescription",
  });
}

function Card({
  title,
  intro,
  children,
  id,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="rounded-2xl border border-linen bg-white/80 p-5 shadow-sm sm:p-8"
      headingClassName="text-2xl md:text-3xl"
    >
      {intro && <p className="mt-2 text-sm text-stone">{intro}</p>}
      <div className="mt-6">{children}</div>
    </TitledSection>
  );
}

export default async function AccountSettingsPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: Promise<{ welcome?: string }>;
}) {
  const { area, locale, user } = await openAccountPage(params, "account/settings");
  const { welcome } = await searchParams;
  const [t, f] = await Promise.all([
    getTranslations({ locale, namespace: "account.settings" }),
    getTranslations({ locale, namespace: "auth" }),
  ]);
  const place: FieldSpec[] = [...hiddenFields({ area, locale })];
  const phone = splitMobile(user.mobile);
  // What deleting the account would cancel, and what happens to the money of each order (decision 221).
  const ended = await describeVisitsEndedByDeletion(await visitsEndedByDeletion(user.id, new Date()), locale);

  return (
    <section className="bg-gradient-to-b from-sand to-ivory">
      <div className="container-page max-w-3xl py-10 md:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t("eyebrow")}</p>
            <h1 className="mt-3 text-4xl md:text-5xl">{t("title")}</h1>
          </div>
          <SignOutForm
            area={area}
            locale={locale}
            buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-gold-deep hover:text-gold-deep"
            testId="logout"
          >
            <LogOut aria-hidden="true" className="size-4 flip-rtl" />
            {t("logout")}
          </SignOutForm>
        </div>
        <AddressProofNotice area={area} locale={locale} />
        <AccountNav area={area} locale={locale} current="settings" />
        {welcome && (
          <Notice tone="success" testId="welcome">
            {t("welcome", { name: user.firstName })}
          </Notice>
        )}

        <div className="mt-8 grid gap-6">
          <Card title={t("profileTitle")} id="profile-title">
            <ActionForm
              action={updateProfileAction}
              testId="profile-form"
              fields={[
                ...place,
                {
                  name: "email",
                  type: "email",
                  label: t("email"),
                  defaultValue: user.email,
                  readOnly: true,
                  hint: t("emailHint"),
                },
                {
                  name: "title",
                  type: "select",
                  label: f("fields.title"),
                  placeholder: f("fields.titlePlaceholder"),
                  options: titleOptions((v) => f(`titles.${v}`)),
                  defaultValue: user.title ?? "",
                },
                {
                  name: "firstName",
                  label: f("fields.firstName"),
                  autoComplete: "given-name",
                  defaultValue: user.firstName,
                  pair: true,
                },
                {
                  name: "lastName",
                  label: f("fields.lastName"),
                  autoComplete: "family-name",
                  defaultValue: user.lastName,
                  pair: true,
                },
                {
                  name: "mobile",
                  type: "tel",
                  label: f("fields.mobile"),
                  autoComplete: "tel-national",
                  defaultValue: phone.mobile,
                  prefix: {
                    name: "countryCode",
                    type: "select",
                    ltr: true,
                    label: f("fields.countryCode"),
                    options: countryCodeOptions,
                    defaultValue: phone.countryCode,
                  },
                },
              ]}
              submits={[{ label: t("saveProfile") }]}
            />
          </Card>

          <Card title={t("passwordTitle")} intro={t("passwordIntro")} id="password-title">
            <ActionForm
              action={changePasswordAction}
              testId="password-form"
              fields={[
                ...place,
                { name: "oldPassword", type: "password", label: t("oldPassword"), autoComplete: "current-password" },
                {
                  name: "newPassword",
                  type: "password",
                  label: t("newPassword"),
                  autoComplete: "new-password",
                  hint: f("fields.passwordHint"),
                  pair: true,
                },
                {
                  name: "confirmPassword",
                  type: "password",
                  label: t("confirmPassword"),
                  autoComplete: "new-password",
                  pair: true,
                },
              ]}
              submits={[{ label: t("savePassword") }]}
            />
          </Card>

          <Card title={t("referralTitle")} intro={t("referralText")} id="referral-title">
            <p
              className="inline-block rounded-xl bg-sand px-5 py-3 font-mono text-2xl tracking-[0.3em] text-gold-deep"
              dir="ltr"
              data-testid="referral-code"
            >
              {user.referralCode}
            </p>
          </Card>

          <Card title={t("dataTitle")} intro={t("dataText")} id="data-title">
            <a
              href="/api/v2/my_center/export_data"
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-gold-deep hover:text-gold-deep"
              data-testid="download-data"
            >
              <Download aria-hidden="true" className="size-4" />
              {t("dataDownload")}
            </a>
          </Card>

          <Card title={t("deleteTitle")} id="delete-title">
            <details className="group">
              <summary className="cursor-pointer text-sm font-medium text-red-800 underline underline-offset-2">
                {t("deleteTitle")}
              </summary>
              <p className="mt-4 text-sm text-stone">{t("deleteText")}</p>
              {ended.length > 0 && (
                <div className="mt-4 rounded-xl border border-red-800/30 bg-white p-4" data-testid="delete-visits">
                  <h3 className="font-medium">{t("deleteVisitsTitle", { count: ended.length })}</h3>
                  <p className="mt-1 text-sm text-stone">{t("deleteVisitsText")}</p>
                  <ul className="mt-3 grid gap-3 text-sm">
                    {ended.map((v) => (
                      <li key={v.number} data-testid="delete-visit">
                        <p className="font-medium">{v.line}</p>
                        {v.money.map((m) => (
                          <p key={m} className="mt-0.5 text-stone">
                            {m}
                          </p>
                        ))}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="mt-4">
                <ActionForm
                  action={deleteAccountAction}
                  testId="delete-form"
                  fields={[
                    ...place,
                    { name: "password", type: "password", label: t("oldPassword"), autoComplete: "current-password" },
                    { name: "confirm", type: "checkbox", label: t("deleteConfirm") },
                    {
                      name: "visitsShown",
                      type: "hidden",
                      label: "",
                      defaultValue: ended.map((v) => v.number).join(","),
                    },
                    ...(ended.length > 0
                      ? [
                          {
                            name: "cancelVisits",
                            type: "checkbox" as const,
                            label: t("deleteVisitsConfirm", { count: ended.length }),
                          },
                        ]
                      : []),
                  ]}
                  submits={[{ label: t("deleteSubmit"), variant: "danger" }]}
                />
              </div>
            </details>
          </Card>
        </div>
      </div>
    </section>
  );
}
