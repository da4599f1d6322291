import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { primaryNav, secondaryNav } from "@/config/navigation";
import { areas, type Area } from "@/config/site";
import { localeNames, locales, localeTags, type Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { BasketPopover } from "@/components/basket/basket-popover";
import { Logo } from "@/components/ui/logo";
import { AccountLink } from "@/components/account/account-link";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { PreferenceSwitcher } from "./preference-switcher";
import { resolveNav } from "./resolve-nav";

/**
 * The header's islands (the basket popover, the mobile menu, the switchers) take ready strings as props, the one
 * exception to island-intl (decision 271): the header is on every page, and the island translator would add 1.3 KB
 * of gzip to each content page.
 */
export async function SiteHeader({ area, locale }: { area: Area; locale: Locale }) {
  const [t, auth, tBasket] = await Promise.all([
    getTranslations({ locale, namespace: "common" }),
    getTranslations({ locale, namespace: "auth" }),
    getTranslations({ locale, namespace: "basket.popover" }),
  ]);
  const [primary, secondary] = await Promise.all([
    resolveNav(primaryNav, area, locale),
    resolveNav(secondaryNav, area, locale),
  ]);
  const href = (path: string) => pathFor(area, locale, path);
  const accountLink = (className: string) => (
    <AccountLink
      loginHref={href("login")}
      accountHref={href("account")}
      signInLabel={t("header.signIn")}
      accountLabel={auth("header.account")}
      className={className}
    />
  );

  const switchers = (opensUp: boolean) => (
    <div className="flex items-center gap-1">
      <Suspense fallback={<span className="px-2 text-xs text-stone">{localeNames[locale]}</span>}>
        <PreferenceSwitcher
          segment={1}
          opensUp={opensUp}
          current={locale}
          label={t("header.language")}
          summary={t("header.languageCurrent", { language: localeNames[locale] })}
          options={locales.map((l) => ({ value: l, label: localeNames[l], lang: localeTags[l] }))}
        />
      </Suspense>
      <Suspense fallback={<span className="px-2 text-xs text-stone">{area.toUpperCase()}</span>}>
        <PreferenceSwitcher
          segment={0}
          opensUp={opensUp}
          current={area}
          label={t("header.area")}
          summary={t("header.areaCurrent", { area: t(`areas.${area}`) })}
          options={areas.map((a) => ({ value: a, label: t(`areas.${a}`) }))}
        />
      </Suspense>
    </div>
  );

  // Opaque: page content scrolled under a translucent header (it was ivory at 80 % with a blur) darkened the ground of
  // its small grey links below the contrast they need (axe caught it on the booking success page).
  return (
    <header className="sticky top-0 z-40 border-b border-linen bg-ivory">
      <div className="hidden border-b border-linen/70 lg:block">
        <div className="container-page flex h-10 items-center justify-between">
          <DesktopNav groups={secondary} label={t("nav.houseLabel")} tone="quiet" />
          {switchers(false)}
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link href={href("")} aria-label={t("brand.home")} className="shrink-0 text-ink">
          <Logo label={t("brand.name")} />
        </Link>
        <div className="hidden flex-1 justify-center lg:flex">
          <DesktopNav groups={primary} label={t("nav.label")} />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          {accountLink(
            "hidden items-center gap-1.5 rounded-full px-3 py-2 text-sm text-ink hover:bg-sand sm:inline-flex",
          )}
          <BasketPopover
            href={href("book-online/basket")}
            locale={locale}
            labels={{
              title: tBasket("title"),
              empty: tBasket("empty"),
              viewBasket: tBasket("viewBasket"),
              openByCount: Array.from({ length: 21 }, (_, n) => tBasket("open", { count: n })),
            }}
          />
          <Link
            href={href("book-online/choose-program")}
            className="hidden rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-ivory transition hover:bg-gold-deep md:inline-flex"
          >
            {t("header.bookNow")}
          </Link>
          <MobileMenu
            groups={[...primary, ...secondary]}
            labels={{ open: t("header.openMenu"), close: t("header.closeMenu"), title: t("header.menuTitle") }}
            footer={
              <div className="flex flex-col gap-3">
                <Link
                  href={href("book-online/choose-program")}
                  className="rounded-full bg-ink px-5 py-3 text-center font-medium text-ivory"
                >
                  {t("header.bookNow")}
                </Link>
                <div className="flex items-center justify-between">
                  {accountLink("inline-flex min-h-11 items-center gap-1.5 text-sm")}
                  {switchers(true)}
                </div>
              </div>
            }
          />
        </div>
      </div>
    </header>
  );
}
