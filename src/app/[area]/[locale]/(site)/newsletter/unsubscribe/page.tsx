import type { Metadata } from "next";
import { linkPageMetadata, NewsletterLinkPage, type LinkPageProps } from "@/components/requests/link-page";
import type { RouteParams } from "@/i18n/route-params";
import { unsubscribeNewsletter } from "../actions";

/** Reads the link's token: rendered per request, never indexed. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return linkPageMetadata(params, "requests.newsletter.unsubscribe");
}

/** The unsubscribe link of every newsletter mail lands here; the button (a POST) unsubscribes. */
export default function UnsubscribeNewsletterPage(props: LinkPageProps) {
  return (
    <NewsletterLinkPage props={props} step="unsubscribe" results={["done", "invalid"]} action={unsubscribeNewsletter} />
  );
}
