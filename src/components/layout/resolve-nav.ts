import { getTranslations } from "next-intl/server";
import type { NavGroup } from "@/config/navigation";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { ResolvedGroup } from "./nav-types";

export async function resolveNav(groups: NavGroup[], area: Area, locale: Locale): Promise<ResolvedGroup[]> {
  const t = await getTranslations({ locale, namespace: "common.nav" });
  return groups.map((group) => ({
    key: group.key,
    label: t(group.key),
    href: pathFor(area, locale, group.href),
    children: (group.children ?? []).map((child) => ({ label: t(child.key), href: pathFor(area, locale, child.href) })),
  }));
}
