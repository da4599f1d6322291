import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import type { StaffActor } from "@/server/staff/actor";
import { staffNavItemsFor } from "./staff-nav-items";

/**
 * The back office's frame: a compact bar with the sections this person may open, then the screen.
 * Built for a tablet at the front desk: large targets, no hover-only controls. English only (decision 130).
 */
export async function StaffShell({
  area,
  actor,
  current,
  children,
}: {
  area: Area;
  actor: StaffActor | null;
  current?: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff" });
  const items = actor ? staffNavItemsFor(actor) : [];
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <header className="border-b border-linen bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-display text-xl">{t("brand")}</p>
          {items.length > 0 && (
            <nav aria-label={t("nav.label")} className="flex flex-1 flex-wrap gap-1">
              {items.map((item) => (
                <DynamicLink
                  key={item.key}
                  href={pathFor(area, "en", item.path)}
                  aria-current={item.key === current ? "page" : undefined}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
                >
                  {t(`nav.${item.key}` as never)}
                </DynamicLink>
              ))}
            </nav>
          )}
          {actor && (
            <p className="text-sm text-stone">
              {t("signedInAs", {
                name: `${actor.firstName} ${actor.lastName}`,
                role: t(`roles.${actor.role}` as never),
              })}
            </p>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
