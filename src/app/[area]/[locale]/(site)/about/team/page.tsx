import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Monogram } from "@/components/content/monogram";
import { ContentPageHero } from "@/components/content/page-hero";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { Photo } from "@/components/content/photo";
import { listPage, teamMemberDetails as members, teamMembers } from "@/config/content-pages";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { photosOf } from "@/server/photos/read-photos";

const page = listPage("team");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default async function TeamPage({ params }: { params: RouteParams }) {
  const { locale } = await resolvePageContext(params);
  const [t, s, common, photos] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
    getTranslations({ locale, namespace: "common" }),
    photosOf("team", locale),
  ]);
  return (
    <>
      <ContentPageHero page={page} locale={locale} />
      <section className="container-page py-12 md:py-16" aria-labelledby="team-intro">
        <p id="team-intro" className="max-w-3xl font-serif text-2xl leading-snug md:text-3xl">
          {t("team.intro")}
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teamMembers.map((member) => {
            const photo = photos.get(member);
            return (
              <li
                key={member}
                className="flex flex-col rounded-2xl border border-linen bg-white p-6"
                data-testid="team-member"
              >
                <div className="flex items-center gap-4">
                  {photo ? (
                    <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-sand">
                      <Photo photo={photo} sizes="64px" />
                    </div>
                  ) : (
                    <Monogram initials={members[member].initials} className="size-16 shrink-0" />
                  )}
                  <div>
                    <h2 className="text-2xl leading-tight">{s(`team.${member}.name`)}</h2>
                    <p className="text-sm font-medium text-gold-deep">{s(`team.${member}.role`)}</p>
                  </div>
                </div>
                <p className="mt-4 flex-1 text-sm leading-relaxed text-stone">{s(`team.${member}.bio`)}</p>
                <p className="mt-4 text-xs uppercase tracking-wider text-stone">
                  {t("team.basedIn", {
                    clinic: common(`clinics.${members[member].clinic}`),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
