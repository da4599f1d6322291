import { describe, expect, it } from "vitest";
import { currencies } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import { locales, type Locale } from "@/i18n/locales";
import { deletionMails } from "@/server/customers/deletion-mails";
import type { VisitEndedByDeletion } from "@/server/customers/visits-ended-by-deletion";
import { buildBookingConfirmation, buildGiftCardMail, type BookingConfirmationInput } from "./booking-confirmation";
import { LONDON_CLINIC } from "../../../tests/support/mail-fixtures";

/**
 * Issue 45: no amount in a mail without its currency, in every language and every clinic currency (the booking
 * confirmation, the gift card, and the account-deleted mails, customer's and desk's). Each amount is a
 * distinctive figure; wherever its digits appear in the mail they must be part of the amount formatMoney prints, with
 * its currency sign or code, never a bare number.
 */
const TOTAL = 1234_56;
const LEFT = 678_90;

const confirmation = (locale: string, currency: string): BookingConfirmationInput => ({
  locale,
  to: "ada@example.com",
  customerName: "Ada Lovelace",
  bookingNumber: "BK-7KQ2M9PX",
  orderNumber: "AU-ABCDEFGH",
  clinic: { ...LONDON_CLINIC, slug: "london" },
  startsAt: new Date("2031-03-30T09:00:00Z"),
  endsAt: new Date("2031-03-30T10:00:00Z"),
  lines: [{ title: "Anti Fatigue IV Infusion", code: "AFI", quantity: 1 }],
  totalCents: TOTAL,
  leftToPayCents: LEFT,
  currency,
  stampedAt: new Date("2031-03-01T12:00:00Z"),
});

/** How many times the amount's figure appears in `text`, and how many of those are the formatted amount. */
function occurrences(text: string, cents: number, currency: string, locale: Locale) {
  const money = formatMoney(cents, currency, locale).replace(/\s/g, " ");
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, numberingSystem: "latn" }).format(
    cents / 100,
  );
  const count = (needle: string) => text.split(needle).length - 1;
  return { money, figure: count(digits.replace(/\s/g, " ")), withCurrency: count(money) };
}

describe("every amount in a mail carries its currency", () => {
  for (const locale of locales)
    for (const currency of currencies) {
      it(`${locale}, ${currency}: the booking confirmation's total and what is left to pay`, () => {
        const mail = buildBookingConfirmation(confirmation(locale, currency));
        for (const cents of [TOTAL, LEFT]) {
          const found = occurrences(mail.text.replace(/\s/g, " "), cents, currency, locale);
          expect(found.withCurrency, `${found.money} in the mail`).toBeGreaterThan(0);
          expect(found.figure, `every ${found.money} with its currency`).toBe(found.withCurrency);
        }
      });

      it(`${locale}, ${currency}: the gift card's amount, in its subject and text`, () => {
        const mail = buildGiftCardMail({
          locale,
          to: "grace@example.com",
          recipientName: "Grace",
          fromName: "Ada",
          message: null,
          number: "ABCD1234EFGH5678",
          code: "XYZ123",
          amountCents: TOTAL,
          currency,
        });
        const money = formatMoney(TOTAL, currency, locale);
        expect(mail.subject.replace(/\s/g, " ")).toContain(money.replace(/\s/g, " "));
        const found = occurrences(mail.text.replace(/\s/g, " "), TOTAL, currency, locale);
        expect(found.withCurrency).toBeGreaterThan(0);
        expect(found.figure).toBe(found.withCurrency);
      });
    }

  for (const locale of locales)
    for (const currency of currencies)
      it(`${locale}, ${currency}: the account-deleted mail's refund and credit, and the desk's mail in English`, async () => {
        const visit: VisitEndedByDeletion = {
          bookingId: "b1",
          number: "BK-7KQ2M9PX",
          startsAt: new Date("2031-03-30T09:00:00Z"),
          clinic: {
            id: 1,
            slug: "london",
            name: "Aurum Clinic London",
            city: "London",
            email: "london@aurumclinic.com",
            phone: "+44 20 7946 0321",
            timeZone: "Europe/London",
          },
          orderId: "o1",
          orderNumber: "AU-ABCDEFGH",
          lines: [{ title: "Anti Fatigue IV Infusion", quantity: 1, code: "AFI", optionCode: null }],
          outcome: { kind: "refund", currency, cardCents: TOTAL, last4: "4242", giftCardCents: LEFT, creditCents: 0 },
        };
        const [mine, desk] = await deletionMails({
          to: "ada@example.com",
          locale,
          firstName: "Ada",
          visits: [visit],
          credits: [{ currency, balanceCents: LEFT }],
        });
        const text = (lines: readonly string[]) => lines.join("\n").replace(/\s/g, " ");
        for (const [cents, lines] of [
          [TOTAL, mine.props.money],
          [LEFT, [...mine.props.money, ...(mine.props.credit ?? [])]],
        ] as const) {
          const found = occurrences(text(lines), cents, currency, locale);
          expect(found.withCurrency, `${found.money} in the customer's mail`).toBeGreaterThan(0);
          expect(found.figure).toBe(found.withCurrency);
        }
        const theirs = occurrences(text(desk!.props.money), TOTAL, currency, "en");
        expect(theirs.withCurrency, `${theirs.money} in the desk's mail`).toBeGreaterThan(0);
        expect(theirs.figure).toBe(theirs.withCurrency);
      });
});
