import type { Metadata } from "next";
import { CalendarPlus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { localeTags } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { formatClinicTime } from "@/server/availability/clinic-time";
import { listCustomerBookings, type CustomerBooking } from "@/server/bookings/list-customer-bookings";
import { requireUser } from "@/server/accounts/current-user";
import { AccountNav } from "@/components/account/account-nav";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "booking.myBookings" });
  return { ...pageMetadata({ area, locale, path: "account/bookings", title: t("title"), description: t("description") }), robots: { index: false } };
}

/** My Bookings: upcoming and past, times in clinic time, "add to calendar" (.ics). */
export default async function MyBookingsPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "booking.myBookings" });
  const user = await requireUser({ area, locale, path: "account/bookings" });
  const { upcoming, past } = await listCustomerBookings(user.id);
  const list = (items: CustomerBooking[]) =>
    items.length === 0 ? (
      <p className="mt-3 text-stone">{t("none")}</p>
    ) : (
      <ul className="mt-4 grid gap-4">
        {items.map((b) => {
          const when = formatClinicTime(b.startsAt, b.clinic.timeZone, localeTags[locale]);
          return (
            <li key={b.id} className="grid gap-3 rounded-2xl border border-linen bg-white/70 p-5 sm:grid-cols-[1fr_auto]">
              <dl className="grid gap-2 text-sm sm:grid-cols-3">
                <div><dt className="text-stone">{t("number")}</dt><dd className="font-medium">{b.number}</dd></div>
                <div><dt className="text-stone">{t("clinic")}</dt><dd>{b.clinic.name}</dd></div>
                <div><dt className="text-stone">{t("time")}</dt><dd>{when.date}, {when.time} ({when.zone})</dd></div>
                <div><dt className="text-stone">{t("programmes")}</dt><dd>{b.treatments.map((x) => `${x.quantity} × ${x.title}`).join(", ")}</dd></div>
                <div><dt className="text-stone">{t("price")}</dt><dd>{formatMoney(b.priceCents, b.currency, locale)}</dd></div>
                <div><dt className="text-stone">{t("status")}</dt><dd>{t(`state.${b.status}`)}</dd></div>
              </dl>
              {b.status !== "cancelled" && (
                <a href={`/api/v2/my_center/booking_ics?id=${b.id}&lang=${locale}`} className="inline-flex items-center gap-2 self-start rounded-full border border-ink/20 px-4 py-2 text-sm hover:border-gold-deep">
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {t("addToCalendar")}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
      <AccountNav area={area} locale={locale} current="bookings" />
      <section className="mt-8">
        <h2 className="text-2xl">{t("upcoming")}</h2>
        {list(upcoming)}
      </section>
      <section className="mt-10">
        <h2 className="text-2xl">{t("past")}</h2>
        {list(past)}
      </section>
    </div>
  );
}
