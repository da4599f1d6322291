import type { Metadata } from "next";
import { linkPageMetadata, NewsletterLinkPage, type LinkPageProps } from "@/components/requests/link-page";
import type { RouteParams } from "@/i18n/route-params";
import { confirmNewsletter } from "../actions";

/** Reads the link's token: rendered per request, never indexed. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return linkPageMetadata(params, "requests.newsletter.confirm");
}

/** The newsletter confirmation link lands here; the subscription is confirmed by the button (a POST). */
export default function ConfirmNewsletterPage(props: LinkPageProps) {
  return (
    <NewsletterLinkPage
      props={props}
      step="confirm"
      results={["confirmed", "already", "invalid"]}
      action={confirmNewsletter}
    />
  );
}
