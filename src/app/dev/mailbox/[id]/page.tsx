import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { directionOf, localeTags } from "@/i18n/locales";
import { clientAddress } from "@/server/http/client-address";
import { getMailboxMessage, mailboxEnabled } from "@/server/mail/list-mailbox";
import { mailboxLocale } from "../mailbox-locale";

export const dynamic = "force-dynamic";

export default async function MailboxMessagePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ locale?: string }>;
}) {
  if (!mailboxEnabled(clientAddress(await headers()))) notFound();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const locale = await mailboxLocale(query.locale);
  const [t, mail] = await Promise.all([getTranslations({ locale, namespace: "mail.mailbox" }), getMailboxMessage(id)]);
  if (!mail) notFound();
  return (
    <div lang={localeTags[locale]} dir={directionOf(locale)}>
      <main className="container-page max-w-5xl py-10">
        <Link href={`/dev/mailbox?locale=${locale}`} className="text-sm underline decoration-gold underline-offset-2">
          {t("back")}
        </Link>
        <h1 className="mt-4 text-3xl" data-testid="mail-subject">
          {mail.subject ?? t("queued")}
        </h1>
        <p className="mt-2 text-sm text-stone">
          {t("to")}: <span dir="ltr">{mail.to}</span> · {t(`statuses.${mail.status}`)}
        </p>
        {mail.html && (
          <iframe
            title={mail.subject ?? ""}
            srcDoc={mail.html}
            sandbox=""
            className="mt-6 h-[720px] w-full rounded-2xl border border-linen bg-white"
          />
        )}
        {mail.text && (
          <details className="mt-6">
            <summary className="cursor-pointer text-sm font-medium">{t("plainText")}</summary>
            <pre
              className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-2xl border border-linen bg-white p-5 text-sm"
              data-testid="mail-text"
            >
              {mail.text}
            </pre>
          </details>
        )}
      </main>
    </div>
  );
}
