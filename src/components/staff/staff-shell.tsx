import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import type { StaffActor } from "@/server/staff/actor";
import { staffNavItemsFor } from "./staff-nav-items";

/**
 * The back office's frame, drawn once by the staff layout (src/app/[area]/[locale]/staff/layout.tsx): its bar, then
 * the screen. Built for a tablet at the front desk: large targets, no hover-only controls. English only (decision 130).
 */
export function StaffFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      {header}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/**
 * The bar: the sections this person may open (the one being looked at marked as the current page), who is signed
 * in, and "Sign out". Drawn for every address by the layout's header slot (staff/@header), so it follows the session
 * as it changes (the second factor just passed, a sign-out), which a layout alone, kept across navigations, would
 * not. Without a staff session (the sign-in's second step, an invitation, the first administrator) it carries the
 * name alone.
 */
export async function StaffHeader({
  area,
  actor,
  path,
  signOut,
}: {
  area: Area;
  actor: StaffActor | null;
  /** The address's segments under /{area}/{locale}/staff ([] for the home). */
  path: readonly string[];
  /** The server action that ends the staff session. */
  signOut: (data: FormData) => Promise<void>;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff" });
  const items = actor ? staffNavItemsFor(actor) : [];
  const here = ["staff", ...path.slice(0, 1)].join("/");
  return (
    <header className="border-b border-linen bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <p className="font-display text-xl">{t("brand")}</p>
        {items.length > 0 && (
          // Below lg the sections take a row of their own under the name and Sign out: squeezed between them on a
          // phone or a tablet they stood in a column one link wide.
          <nav
            aria-label={t("nav.label")}
            className="order-last flex basis-full flex-wrap gap-1 lg:order-none lg:flex-1 lg:basis-auto"
          >
            {items.map((item) => (
              <DynamicLink
                key={item.key}
                href={pathFor(area, "en", item.path)}
                aria-current={item.path === here ? "page" : undefined}
                className="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
              >
                {t(`nav.${item.key}`)}
              </DynamicLink>
            ))}
          </nav>
        )}
        {actor && (
          <div className="ms-auto flex items-center gap-3">
            <p className="text-sm text-stone" data-testid="staff-signed-in-as">
              {t("signedInAs", {
                name: `${actor.firstName} ${actor.lastName}`,
                role: t(`roles.${actor.role}`),
              })}
            </p>
            <form action={signOut}>
              <input type="hidden" name="area" value={area} />
              <button
                type="submit"
                data-testid="staff-sign-out"
                className="min-h-11 rounded-lg border border-linen px-3 py-2 text-sm font-medium text-ink hover:border-gold"
              >
                {t("signOut")}
              </button>
            </form>
          </div>
        )}
      </div>
    </header>
  );
}
