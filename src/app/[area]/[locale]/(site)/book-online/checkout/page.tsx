import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingIntl } from "@/components/booking/booking-intl";
import { CheckoutView } from "@/components/booking/checkout-view";
import { FocusOnArrival } from "@/components/booking/focus-on-arrival";
import { longFormPath } from "@/config/content-pages";
import { env } from "@/config/env";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { ActionForm } from "@/components/account/action-form";
import { getCurrentUser } from "@/server/accounts/current-user";
import { readCookie, REFERRAL_COOKIE } from "@/server/accounts/session-cookie";
import { listClinics } from "@/server/clinics/list-clinics";
import { areaCurrency } from "@/server/clinics/area-currency";
import { toClinicOptions } from "@/server/clinics/to-clinic-options";
import { countryCodes } from "@/server/accounts/fields";
import { titleOptions } from "@/components/account/field-options";
import type { NewCustomerLabels } from "@/components/booking/checkout-new-customer";
import { passwordSignInAction } from "../../_account/actions";
import { passwordSignInFields } from "../../_account/form-fields";
import { sitePageMetadata } from "../../_site/page-metadata";

/** Who is checking out is read from the session on every request. */
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, { path: "book-online/checkout", namespace: "booking.checkout", noIndex: true });
}

export default async function CheckoutPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, tLogin, tAuth, clinics, user] = await Promise.all([
    getTranslations({ locale, namespace: "booking.checkout" }),
    getTranslations({ locale, namespace: "auth.login" }),
    getTranslations({ locale, namespace: "auth" }),
    listClinics(),
    getCurrentUser(),
  ]);
  const href = (path: string) => pathFor(area, locale, path);
  const back = href("book-online/checkout");
  const next = encodeURIComponent(back);
  // Signing in or registering here comes straight back to checkout; the basket, the chosen time and its
  // hold live in the browser and are left alone.
  const inline = user
    ? null
    : {
        signIn: await passwordSignInFields({ area, locale, next: back }),
        referralCode: ((await readCookie(REFERRAL_COOKIE)) ?? "").slice(0, 32),
      };
  // Checkout's new customer (decision 116): only what the clinic needs, sent with the order.
  const newCustomerLabels: NewCustomerLabels = {
    title: tAuth("fields.title"),
    titlePlaceholder: tAuth("fields.titlePlaceholder"),
    titles: titleOptions((v) => tAuth(`titles.${v}`)),
    firstName: tAuth("fields.firstName"),
    lastName: tAuth("fields.lastName"),
    email: tAuth("fields.email"),
    countryCode: tAuth("fields.countryCode"),
    countryCodes: [...countryCodes],
    defaultCountryCode: area === "za" ? "+27" : area === "uk" ? "+44" : "+1",
    mobile: tAuth("fields.mobile"),
    mobileHint: tAuth("fields.mobileHint"),
    password: tAuth("fields.password"),
    passwordHint: tAuth("fields.passwordHint"),
  };
  const formBox = "mt-5 border-t border-linen pt-5";
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1 id="checkout-title" tabIndex={-1} className="mt-3 text-4xl outline-none md:text-5xl">
        {t("title")}
      </h1>
      <FocusOnArrival id="checkout-title" />
      {/* Checkout's state lives in the browser (basket, chosen time, hold), so the view renders only after hydration:
          the region keeps a screen's height from the first paint, and the footer does not jump when it fills in. */}
      <div className="mt-8 min-h-[70vh]">
        <BookingIntl locale={locale}>
          <CheckoutView
            clinics={await toClinicOptions(clinics, locale)}
            pageCurrency={areaCurrency(clinics, area)}
            paymentMode={env().STRIPE_SECRET_KEY ? "stripe" : "sandbox"}
            stripePublishableKey={env().STRIPE_SECRET_KEY ? (env().STRIPE_PUBLISHABLE_KEY ?? null) : null}
            signedIn={user !== null}
            customerName={user ? `${user.firstName} ${user.lastName}`.trim() : null}
            signInForm={
              inline && (
                <div className={formBox}>
                  <ActionForm
                    action={passwordSignInAction}
                    testId="checkout-sign-in-form"
                    botCheck={{ locale, form: "sign-in", whenAsked: true }}
                    fields={inline.signIn}
                    submits={[{ label: tLogin("submit") }]}
                    footer={
                      <a
                        href={`${href("login")}?mode=code&next=${next}`}
                        className="text-sm underline decoration-gold underline-offset-2 hover:text-gold-deep"
                      >
                        {tLogin("modeCode")}
                      </a>
                    }
                  />
                </div>
              )
            }
            newCustomer={inline ? { area, referralCode: inline.referralCode, labels: newCustomerLabels } : undefined}
            hrefs={{
              basket: href("book-online/basket"),
              success: href("book-online/success"),
              login: `${href("login")}?next=${next}`,
              register: `${href("register")}?next=${next}`,
              terms: href(longFormPath("terms")),
              privacy: href(longFormPath("privacy")),
            }}
          />
        </BookingIntl>
      </div>
    </div>
  );
}
