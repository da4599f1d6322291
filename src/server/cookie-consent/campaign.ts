/**
 * Campaign data (utm_* parameters), kept only after consent (issue 12, decision 127). No server-only guard:
 * the proxy uses it. Pure functions, no I/O.
 */
import { z } from "zod";
import { cookieNames } from "@/config/cookies";
import { parseChoice } from "@/shared/cookie-choice";
import { isSingleLineText } from "@/shared/input/plain-text";

/** Campaign parameters are kept 14 days. */
export const CAMPAIGN_MAX_AGE_S = 14 * 24 * 60 * 60;

export const campaignKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type Campaign = Partial<Record<(typeof campaignKeys)[number], string>>;

const campaignValue = z.string().trim().max(100).refine(isSingleLineText);

/** The utm_* parameters of an address, each plain text up to 100 characters; null when there are none. */
export function campaignFromSearch(search: URLSearchParams): Campaign | null {
  const campaign: Campaign = {};
  for (const key of campaignKeys) {
    const parsed = campaignValue.safeParse(search.get(`utm_${key}`) ?? "");
    if (parsed.success && parsed.data) campaign[key] = parsed.data;
  }
  return Object.keys(campaign).length ? campaign : null;
}

export function formatCampaign(campaign: Campaign): string {
  return new URLSearchParams(Object.entries(campaign) as [string, string][]).toString();
}

/** The campaign cookie's value read back, re-validated (it is our cookie, but a cookie is input). */
export function parseCampaign(value: string | undefined | null): Campaign | null {
  if (!value || value.length > 1024) return null;
  try {
    return campaignFromSearch(
      new URLSearchParams(Object.fromEntries([...new URLSearchParams(value)].map(([k, v]) => [`utm_${k}`, v]))),
    );
  } catch {
    return null;
  }
}

/**
 * The visitor's campaign for an order or a request: only while campaign measurement is allowed (the campaign
 * cookie is removed when consent is withdrawn; the consent is checked again here all the same).
 */
export function campaignOfVisitor(cookie: (name: string) => string | undefined): Campaign | null {
  if (!parseChoice(cookie(cookieNames.consent))?.campaign) return null;
  return parseCampaign(cookie(cookieNames.campaign));
}
