import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { directionOf, localeTags } from "@/i18n/locales";
import { clientAddress } from "@/server/http/client-address";
import { listMailbox, mailboxEnabled } from "@/server/mail/list-mailbox";
import { mailboxLocale } from "./mailbox-locale";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const dynamic = "force-dynamic";

export default async function MailboxPage({ searchParams }: { searchParams: Promise<{ locale?: string }> }) {
  if (!mailboxEnabled(clientAddress(await headers()))) notFound();
  const locale = await mailboxLocale((await searchParams).locale);
  const [t, mails] = await Promise.all([getTranslations({ locale, namespace: "mail.mailbox" }), listMailbox()]);
  const when = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "UTC",
  });
  return (
    <div lang={localeTags[locale]} dir={directionOf(locale)}>
      <main className="container-page max-w-5xl py-10">
        <p className="eyebrow">Aurum Clinic · /dev/mailbox</p>
        <h1 className="mt-3 text-4xl">{t("title")}</h1>
        <p className="mt-2 max-w-2xl text-stone">{t("intro")}</p>
        <ListOrEmpty
          items={mails}
          empty={<p className="mt-8 rounded-2xl border border-linen bg-white p-6 text-stone">{t("empty")}</p>}
          className="mt-8 divide-y divide-linen overflow-hidden rounded-2xl border border-linen bg-white"
          testId="mailbox"
        >
          {(m) => (
            <li key={m.id}>
              <Link
                href={`/dev/mailbox/${m.id}?locale=${locale}`}
                className="grid gap-1 px-5 py-4 hover:bg-sand sm:grid-cols-[1fr_2fr_auto] sm:items-center sm:gap-4"
                data-mail-to={m.to}
              >
                <span className="truncate text-sm text-stone" dir="ltr">
                  {m.to}
                </span>
                <span className="font-medium">{m.subject ?? t("queued")}</span>
                <span className="text-xs text-stone">
                  {t(`statuses.${m.status}`)} ·{" "}
                  <time dateTime={m.createdAt.toISOString()}>{when.format(m.createdAt)}</time>
                </span>
              </Link>
            </li>
          )}
        </ListOrEmpty>
      </main>
    </div>
  );
}
