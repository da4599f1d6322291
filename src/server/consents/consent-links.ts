import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

/** Where links to consents go (decision 184): My Bookings and the back office link here. */

/** The customer's consent page of one of their visits: read, sign, and download what was signed. */
export function consentPagePath(area: Area, locale: Locale, bookingId: string): string {
  return pathFor(area, locale, `account/bookings/${bookingId}/consent`);
}

/** The customer's own signed consent as a PDF (labels in `locale` when the PDF is refused: the envelope's language). */
export function consentPdfUrl(consentId: string, locale: Locale): string {
  return `/api/v2/my_center/consent_pdf?${new URLSearchParams({ id: consentId, lang: locale })}`;
}

/** A signed consent as a PDF for staff of the visit's clinic (audited on every download). */
export function staffConsentPdfPath(area: Area, consentId: string): string {
  return pathFor(area, "en", `staff/consents/${consentId}/pdf`);
}
