import "server-only";
import { createTranslator } from "next-intl";
import { areaOfClinic } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import { formatTag } from "@/i18n/formats";
import { isLocale, type Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { formatClinicTime } from "@/shared/clinic-time";
import type { MailTemplateProps } from "@/server/mail/templates/types";
import { localClinic } from "@/server/bookings/booking-confirmation";
import type { DeletionOutcome, VisitEndedByDeletion } from "./visits-ended-by-deletion";
import type { CreditBalance } from "@/server/wallet/credit";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The messages under `prefix` in `lang` (the Arabic ones isolate their Latin values themselves). */
async function translatorFor(lang: Locale, prefix: string): Promise<Translate> {
  const translator = createTranslator({ locale: lang, messages: await loadMessages(lang) }) as unknown as Translate;
  return (key, values) => translator(`${prefix}.${key}`, values);
}

/** What happens to one order's money, in one line per means of payment, in the reader's words. */
function moneyLines(t: Translate, order: string, outcome: DeletionOutcome, locale: Locale): string[] {
  if (outcome.kind === "nothing_paid") return [t("nothingPaid", { order })];
  const money = (cents: number) => formatMoney(cents, outcome.currency, locale);
  const last4 = outcome.last4 ?? "none";
  if (outcome.kind === "partly_used") return [t("partlyUsed", { order, amount: money(outcome.cardCents), last4 })];
  return [
    ...(outcome.cardCents > 0 ? [t("refundCard", { order, amount: money(outcome.cardCents), last4 })] : []),
    ...(outcome.giftCardCents > 0 ? [t("refundGiftCard", { order, amount: money(outcome.giftCardCents) })] : []),
    ...(outcome.creditCents > 0 ? [t("creditEnds", { order, amount: money(outcome.creditCents) })] : []),
  ];
}

/** A visit's day and time as its clinic's area writes them in the reader's language (decision 225). */
function visitLine(t: Translate, visit: VisitEndedByDeletion, locale: Locale): string {
  const when = formatClinicTime(
    visit.startsAt,
    visit.clinic.timeZone,
    formatTag(locale, areaOfClinic(visit.clinic.slug)),
  );
  return t("visit", {
    number: visit.number,
    date: when.date,
    time: when.time,
    zone: when.zone,
    clinic: localClinic(locale, visit.clinic).name,
    order: visit.orderNumber,
  });
}

/** Each visit a deletion would cancel, in the customer's words: its line and what happens to its order's money. */
export async function describeVisitsEndedByDeletion(
  visits: VisitEndedByDeletion[],
  locale: string,
): Promise<{ number: string; line: string; money: string[] }[]> {
  const lang: Locale = isLocale(locale) ? locale : "en";
  const t = await translatorFor(lang, "mail.account-deleted");
  return visits.map((v) => ({
    number: v.number,
    line: visitLine(t, v, lang),
    money: v.outcome ? moneyLines(t, v.orderNumber, v.outcome, lang) : [],
  }));
}

export interface DeletionMail<T extends "account-deleted" | "visits-cancelled-by-deletion"> {
  to: string;
  locale: string;
  template: T;
  props: MailTemplateProps[T];
}

/**
 * The mails an account's deletion sends (decision 221): to the customer, in their language, the visits cancelled and
 * what happens to each order's money; to each clinic concerned, in English (the back office's language, decision 130),
 * its visits and the refunds its desk makes. The customer's goes even without visits: their record that the account
 * is gone.
 */
export async function deletionMails(input: {
  to: string;
  locale: string;
  firstName: string;
  visits: VisitEndedByDeletion[];
  /** The clinic credit left on the account, per currency: it ends with the account (decision 272). */
  credits: CreditBalance[];
}): Promise<[DeletionMail<"account-deleted">, ...DeletionMail<"visits-cancelled-by-deletion">[]]> {
  const lang: Locale = isLocale(input.locale) ? input.locale : "en";
  const mine = await translatorFor(lang, "mail.account-deleted");
  const desk = await translatorFor("en", "staff.mail.accountDeleted");
  const first = input.visits[0]?.clinic;
  const clinicIds = [...new Set(input.visits.map((v) => v.clinic.id))];
  return [
    {
      to: input.to,
      locale: lang,
      template: "account-deleted",
      props: {
        name: input.firstName,
        count: input.visits.length,
        visits: input.visits.map((v) => visitLine(mine, v, lang)),
        money: input.visits.flatMap((v) => (v.outcome ? moneyLines(mine, v.orderNumber, v.outcome, lang) : [])),
        credit: input.credits.map((c) =>
          mine("creditBalanceEnds", { amount: formatMoney(c.balanceCents, c.currency, lang) }),
        ),
        phone: first?.phone ?? "",
        email: first?.email ?? "",
      },
    },
    ...clinicIds.map((id) => {
      const theirs = input.visits.filter((v) => v.clinic.id === id);
      return {
        to: theirs[0]!.clinic.email,
        locale: "en",
        template: "visits-cancelled-by-deletion" as const,
        props: {
          clinic: theirs[0]!.clinic.name,
          count: theirs.length,
          visits: theirs.map((v) => visitLine(desk, v, "en")),
          money: theirs.flatMap((v) => (v.outcome ? moneyLines(desk, v.orderNumber, v.outcome, "en") : [])),
        },
      };
    }),
  ];
}
