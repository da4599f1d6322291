import { z } from "zod";
import { campaignFromSearch, formatCampaign } from "./campaign";
import { formatChoice, type CookieChoice } from "@/shared/cookie-choice";

export const cookieChoiceSchema = z.object({
  /** accept: everything; reject: strictly necessary only; save: what the visitor ticked. */
  choice: z.enum(["accept", "reject", "save"]),
  campaign: z.literal("on").optional(),
  /** The address's query when the choice was made, so a campaign link that brought the visitor still counts. */
  search: z.string().max(2048).optional().default(""),
});

export interface CookieDecision {
  choice: CookieChoice;
  /** The consent cookie's value. */
  consent: string;
  /** The campaign cookie's value to set, or null: remove it (no consent, or nothing to keep). */
  campaign: string | null;
}

/** What to store after the visitor's choice in the banner (decision 127). */
export function decideCookies(input: unknown): CookieDecision {
  const data = cookieChoiceSchema.parse(input);
  const choice: CookieChoice = {
    campaign: data.choice === "accept" || (data.choice === "save" && data.campaign === "on"),
  };
  const found = choice.campaign ? campaignFromSearch(new URLSearchParams(data.search)) : null;
  return { choice, consent: formatChoice(choice), campaign: found ? formatCampaign(found) : null };
}
