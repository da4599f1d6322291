import { longFormRoute } from "@/components/content/long-form-page";
import { NewsletterSignup } from "@/components/requests/newsletter-signup";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

const route = longFormRoute("joinTheCommunity");
export const generateMetadata = route.generateMetadata;

/** Join the community: the page's copy, then the newsletter sign-up (double opt-in, 10% coupon once confirmed). */
export default async function JoinTheCommunityPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  return (
    <>
      <route.LongFormPage params={params} />
      <section className="container-page max-w-3xl pb-16 md:pb-24">
        <div className="rounded-2xl bg-night p-8 text-ivory/90">
          <NewsletterSignup area={area} locale={locale} id="community-newsletter" />
        </div>
      </section>
    </>
  );
}
