import { getTranslations } from "next-intl/server";
import { subscribeNewsletter } from "@/app/[area]/[locale]/(site)/newsletter/actions";
import { NewsletterForm } from "./newsletter-form";

/**
 * The newsletter form with its labels (server side), for the footer and Join the community. The footer's island takes
 * ready strings, the one exception to island-intl (decision 271): it is on every page.
 */
export async function NewsletterSignup({
  area,
  locale,
  id,
  tone,
}: {
  area: string;
  locale: string;
  id: string;
  tone?: "dark" | "light";
}) {
  const t = await getTranslations({ locale, namespace: "requests.newsletter" });
  return (
    <NewsletterForm
      action={subscribeNewsletter}
      area={area}
      locale={locale}
      id={id}
      tone={tone}
      labels={{ email: t("email"), name: t("name"), submit: t("submit"), sending: t("sending"), sent: t("sent") }}
    />
  );
}
