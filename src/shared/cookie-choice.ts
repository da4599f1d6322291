/**
 * The visitor's cookie choice (issue 12, decision 127). Imported by the banner island in the browser, so it
 * stays tiny and free of dependencies.
 */
export const CONSENT_VERSION = "v1";
/** The choice is asked again after 180 days (ICO guidance: not longer than needed). */
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;

export interface CookieChoice {
  /** Campaign measurement: utm_* parameters kept and saved on orders and requests. */
  campaign: boolean;
}

export function formatChoice(choice: CookieChoice): string {
  return `${CONSENT_VERSION}:campaign=${choice.campaign ? 1 : 0}`;
}

/** The stored choice, or null when none was made (or it was made under an older version of the banner). */
export function parseChoice(value: string | undefined | null): CookieChoice | null {
  const match = /^v1:campaign=([01])$/.exec(value ?? "");
  return match ? { campaign: match[1] === "1" } : null;
}
