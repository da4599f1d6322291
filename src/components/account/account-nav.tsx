import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

/** The account area's own navigation: settings and My Bookings. */
export async function AccountNav({ area, locale, current }: { area: Area; locale: Locale; current: "settings" | "bookings" }) {
  const [settings, bookings] = await Promise.all([getTranslations({ locale, namespace: "account.settings" }), getTranslations({ locale, namespace: "booking.myBookings" })]);
  const items = [
    { key: "settings", href: pathFor(area, locale, "account/settings"), label: settings("title") },
    { key: "bookings", href: pathFor(area, locale, "account/bookings"), label: bookings("title") },
  ] as const;
  return (
    <nav aria-label={settings("eyebrow")} className="mt-6 flex w-fit gap-1 rounded-full border border-linen bg-ivory p-1" data-testid="account-nav">
      {items.map((item) => (
        <Link
          key={item.key}
          href={item.href}
          aria-current={current === item.key ? "page" : undefined}
          className={`rounded-full px-4 py-2 text-sm font-medium transition ${current === item.key ? "bg-ink text-ivory" : "text-ink hover:bg-sand"}`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
