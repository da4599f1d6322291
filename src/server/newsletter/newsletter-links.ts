import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/config/env";
import { isArea, defaultArea } from "@/config/site";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

/** A confirmation link's secret (only in the mail) and the hash we keep. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Absolute link to a newsletter page in the subscriber's own area and language. */
export function newsletterUrl(area: string, locale: string, page: "confirm" | "unsubscribe", token: string): string {
  const path = pathFor(
    isArea(area) ? area : defaultArea,
    isLocale(locale) ? locale : defaultLocale,
    `newsletter/${page}`,
  );
  return `${new URL(path, env().SITE_URL).toString()}?token=${encodeURIComponent(token)}`;
}
