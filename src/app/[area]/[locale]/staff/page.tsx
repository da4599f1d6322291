import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { staffNavItemsFor } from "@/components/staff/staff-nav-items";
import { TodayClinicSection } from "@/components/staff/today/today-clinic";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { getStaffToday } from "@/server/schedule/staff-today";
import { requireStaffPage } from "@/server/staff/current-staff";
import { TitledSection } from "@/components/ui/titled-section";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const metadata: Metadata = { title: "Back office" };

/** The back office's home: today at this person's clinics, the requests waiting for an answer, then every section. */
export default async function StaffHomePage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff" });
  const [t, today] = await Promise.all([getTranslations({ locale: "en", namespace: "staff" }), getStaffToday(actor)]);
  const sections = staffNavItemsFor(actor).filter((item) => item.key !== "home");
  const requestsHref = pathFor(area, "en", "staff/requests");
  return (
    <>
      <h1 className="text-3xl">{t("home.title", { name: actor.firstName })}</h1>
      <p className="mt-1 text-stone">{t("today.intro")}</p>
      {today.clinics.length === 0 ? (
        <p className="mt-6 text-stone">{t("schedule.noClinics")}</p>
      ) : (
        <div className="mt-6 grid gap-6">
          {today.clinics.map((clinic) => (
            <TodayClinicSection key={clinic.clinic.id} area={area} today={clinic} />
          ))}
        </div>
      )}
      <TitledSection
        id="today-requests"
        title={t("today.requestsTitle", { count: today.requestCount })}
        className="mt-6 rounded-2xl border border-linen bg-white p-4 sm:p-5"
        headingClassName="text-2xl"
        testId="today-requests"
      >
        <ListOrEmpty
          items={today.requests}
          empty={<p className="mt-2 text-stone">{t("today.noRequests")}</p>}
          className="mt-2 divide-y divide-linen"
        >
          {(r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <DynamicLink
                href={`${requestsHref}/${r.id}`}
                className="inline-flex min-h-11 items-center underline underline-offset-4"
              >
                {t("today.request", {
                  reference: r.reference,
                  name: r.fullName,
                  kind: t(`requests.kinds.${r.kind}`),
                })}
              </DynamicLink>
              <span className="text-sm text-stone">{t(`requests.statuses.${r.status}`)}</span>
            </li>
          )}
        </ListOrEmpty>
        {today.requestCount > today.requests.length && (
          <p className="mt-2">
            <DynamicLink href={requestsHref} className="inline-flex min-h-11 items-center underline underline-offset-4">
              {t("today.allRequests", { count: today.requestCount })}
            </DynamicLink>
          </p>
        )}
      </TitledSection>
      <nav aria-labelledby="home-sections" className="mt-8">
        <h2 id="home-sections" className="text-xl">
          {t("today.sections")}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((item) => (
            <li key={item.key}>
              <DynamicLink
                href={pathFor(area, "en", item.path)}
                className="block rounded-xl border border-linen bg-white p-4 text-lg hover:border-gold"
              >
                {t(`nav.${item.key}`)}
              </DynamicLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
