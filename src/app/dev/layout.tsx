import type { Metadata } from "next";
import { directionOf, localeTags } from "@/i18n/locales";
import { mailboxLocale } from "./mailbox/mailbox-locale";
import "../globals.css";

export const metadata: Metadata = { title: "Aurum Clinic · dev", robots: { index: false, follow: false } };

/** Developer tools live outside /{area}/{locale}, with their own root layout; pages set their own language. */
export default async function DevLayout({ children }: { children: React.ReactNode }) {
  const locale = await mailboxLocale(undefined);
  return (
    <html lang={localeTags[locale]} dir={directionOf(locale)}>
      <body className="min-h-dvh bg-ivory">{children}</body>
    </html>
  );
}
