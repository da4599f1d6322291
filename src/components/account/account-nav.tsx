import {
  CalendarDays,
  Gift,
  Hourglass,
  Layers,
  LayoutGrid,
  LogOut,
  Receipt,
  Settings,
  Ticket,
  UsersRound,
} from "lucide-react";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { SignOutForm } from "@/components/account/sign-out-form";

export type AccountSection =
  "home" | "bookings" | "waitlist" | "programs" | "orders" | "refer" | "voucher" | "giftCard" | "settings";

/** Every account page's path, in the order of docs/product/routes-and-languages.md (the waitlist, decision 183, beside the bookings). */
export const accountPaths: Record<AccountSection, string> = {
  home: "account",
  bookings: "account/bookings",
  waitlist: "account/waitlist",
  programs: "account/programs",
  orders: "account/orders",
  refer: "account/refer-a-friend",
  voucher: "account/voucher",
  giftCard: "account/gift-card",
  settings: "account/settings",
};

const icons = {
  home: LayoutGrid,
  bookings: CalendarDays,
  waitlist: Hourglass,
  programs: Layers,
  orders: Receipt,
  refer: UsersRound,
  voucher: Ticket,
  giftCard: Gift,
  settings: Settings,
} as const;

const item = "flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium leading-tight transition";

/**
 * The one account navigation (docs/product/routes-and-languages.md): every entry plus Log Out. Two columns on a phone and wrapping rows
 * on wider screens, so no entry is ever cut off; logical properties, so it mirrors in Arabic.
 */
export async function AccountNav({ area, locale, current }: { area: Area; locale: Locale; current: AccountSection }) {
  const t = await getTranslations({ locale, namespace: "account.nav" });
  const sections = Object.keys(accountPaths) as AccountSection[];
  return (
    <nav
      aria-label={t("label")}
      className="mt-6 rounded-2xl border border-linen bg-ivory p-2"
      data-testid="account-nav"
    >
      <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
        {sections.map((key) => {
          const Icon = icons[key];
          const active = current === key;
          return (
            <li key={key}>
              <DynamicLink
                href={pathFor(area, locale, accountPaths[key])}
                aria-current={active ? "page" : undefined}
                className={`${item} ${active ? "bg-ink text-ivory" : "text-ink hover:bg-sand"}`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(key)}
              </DynamicLink>
            </li>
          );
        })}
        <li>
          <SignOutForm
            area={area}
            locale={locale}
            buttonClassName={`${item} w-full text-ink hover:bg-sand`}
            testId="nav-logout"
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0 flip-rtl" />
            {t("logout")}
          </SignOutForm>
        </li>
      </ul>
    </nav>
  );
}
