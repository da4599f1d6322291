/**
 * The cookies a page request sets besides what its page does, decided in one place for src/proxy.ts and for
 * the page cache in front of Next (src/server/http/page-cache.ts): the visitor's market and language once they
 * are on a real page, a referral code from a ?ref= link, and campaign parameters once the visitor has allowed
 * campaign measurement (decision 127). No server-only guard: the proxy and scripts/serve.ts import it.
 */
import { cookieNames, cookieScope } from "@/config/cookies";
import { CAMPAIGN_MAX_AGE_S, campaignFromSearch, formatCampaign } from "@/server/cookie-consent/campaign";
import { parseChoice } from "@/shared/cookie-choice";
import { formatPreference, PREFERENCE_COOKIE, type Resolution } from "@/i18n/resolve-request";

const ONE_YEAR = 60 * 60 * 24 * 365;

export interface CookieToSet {
  name: string;
  value: string;
  options: ReturnType<typeof cookieScope> & { httpOnly?: boolean; maxAge?: number };
}

export interface PageRequestFacts {
  resolution: Resolution;
  /** The preference cookie the request carried. */
  preference: string | undefined;
  /** The consent cookie the request carried. */
  consent: string | undefined;
  searchParams: URLSearchParams;
  /**
   * The request's `Sec-Fetch-Mode`. Only a visit (a navigation, or a client that does not say) sets cookies: Next's
   * router fetching pages ahead of a click is not one. The page being left keeps prefetching its own language's links
   * until the next page arrives, and those answers set the language just chosen back (a CI journey: Chinese chosen,
   * Arabic remembered). Next hides its own prefetch headers from the proxy, so the browser's header is what tells.
   */
  fetchMode: string | null;
}

export function pageCookies({
  resolution,
  preference,
  consent,
  searchParams,
  fetchMode,
}: PageRequestFacts): CookieToSet[] {
  const cookies: CookieToSet[] = [];
  if (fetchMode !== null && fetchMode !== "navigate") return cookies;
  const wanted = formatPreference(resolution);
  if (resolution.kind === "next" && preference !== wanted) {
    cookies.push({ name: PREFERENCE_COOKIE, value: wanted, options: { ...cookieScope(), maxAge: ONE_YEAR } });
  }
  const ref = searchParams.get("ref");
  if (ref && /^[A-Za-z0-9]{4,32}$/.test(ref)) {
    cookies.push({
      name: cookieNames.referral,
      value: ref.toUpperCase(),
      options: { ...cookieScope(), httpOnly: true },
    });
  }
  const campaign =
    resolution.kind === "next" && parseChoice(consent)?.campaign ? campaignFromSearch(searchParams) : null;
  if (campaign) {
    cookies.push({
      name: cookieNames.campaign,
      value: formatCampaign(campaign),
      options: { ...cookieScope(), httpOnly: true, maxAge: CAMPAIGN_MAX_AGE_S },
    });
  }
  return cookies;
}
