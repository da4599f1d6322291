import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { StaffShell } from "@/components/staff/staff-shell";
import { staffNavItemsFor } from "@/components/staff/staff-nav-items";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { requireStaffPage } from "@/server/staff/current-staff";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Back office", robots: { index: false, follow: false } };

/** The back office's home: the sections this person may open. */
export default async function StaffHomePage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff" });
  const t = await getTranslations({ locale: "en", namespace: "staff" });
  const sections = staffNavItemsFor(actor).filter((item) => item.key !== "home");
  return (
    <StaffShell area={area} actor={actor} current="home">
      <h1 className="text-3xl">{t("home.title", { name: actor.firstName })}</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((item) => (
          <li key={item.key}>
            <DynamicLink
              href={pathFor(area, "en", item.path)}
              className="block rounded-xl border border-linen bg-white p-4 text-lg hover:border-gold"
            >
              {t(`nav.${item.key}` as never)}
            </DynamicLink>
          </li>
        ))}
      </ul>
    </StaffShell>
  );
}
