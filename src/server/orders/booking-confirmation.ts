/**
 * The booking confirmation e-mail: localized subject and text plus an .ics calendar file, every time
 * formatted by the one time-zone service in the clinic's zone. Pure: the caller hands the result to
 * the e-mail outbox inside the order's transaction.
 */
import { createTranslator } from "next-intl";
import ar from "../../../messages/ar/booking.json";
import de from "../../../messages/de/booking.json";
import en from "../../../messages/en/booking.json";
import es from "../../../messages/es/booking.json";
import fr from "../../../messages/fr/booking.json";
import ja from "../../../messages/ja/booking.json";
import ru from "../../../messages/ru/booking.json";
import zh from "../../../messages/zh/booking.json";
import { formatMoney } from "@/i18n/format-money";
import { isLocale, localeTags, type Locale } from "@/i18n/locales";
import { mergeMessages } from "@/i18n/messages";
import { formatClinicTime } from "@/server/availability/clinic-time";
import { calendarFile } from "./calendar-file";
import type { OutgoingMail } from "./order-mail";

const catalogues: Record<Locale, Record<string, unknown>> = { en, zh, ar, de, fr, ru, es, ja };

export interface BookingConfirmationInput {
  locale: string;
  to: string;
  customerName: string;
  bookingNumber: string;
  orderNumber: string;
  clinic: { name: string; street: string; city: string; postcode: string; phone: string; email: string; timeZone: string };
  startsAt: Date;
  endsAt: Date;
  lines: { title: string; quantity: number }[];
  totalCents: number;
  leftToPayCents: number;
  currency: string;
  /** DTSTAMP of the calendar file; the moment of sending by default. */
  stampedAt?: Date;
}

export function bookingTranslator(locale: string) {
  const lang: Locale = isLocale(locale) ? locale : "en";
  const messages = mergeMessages(en, catalogues[lang]) as typeof en;
  return { lang, t: createTranslator({ locale: lang, messages, namespace: "mail" }) };
}

export function buildBookingConfirmation(input: BookingConfirmationInput): OutgoingMail {
  const { lang, t } = bookingTranslator(input.locale);
  const when = formatClinicTime(input.startsAt, input.clinic.timeZone, localeTags[lang]);
  const address = `${input.clinic.street}, ${input.clinic.city} ${input.clinic.postcode}`;
  const money = (cents: number) => formatMoney(cents, input.currency, lang);
  const subject = t("subject", { number: input.bookingNumber, date: when.date, time: when.time });
  const text = [
    t("greeting", { name: input.customerName }),
    "",
    t("intro"),
    "",
    t("when", { date: when.date, time: when.time, zone: when.zone }),
    t("where", { clinic: input.clinic.name, address }),
    t("booking", { number: input.bookingNumber, order: input.orderNumber }),
    "",
    t("treatments"),
    ...input.lines.map((l) => `- ${t("line", { quantity: l.quantity, title: l.title })}`),
    "",
    t("total", { amount: money(input.totalCents) }),
    ...(input.leftToPayCents > 0 ? [t("leftToPay", { amount: money(input.leftToPayCents) })] : []),
    "",
    t("bring"),
    t("change", { phone: input.clinic.phone, email: input.clinic.email }),
    t("calendar"),
    "",
    t("signoff"),
  ].join("\n");
  const ics = calendarFile({
    uid: `${input.bookingNumber}@aurumclinic.com`,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    summary: t("calendarSummary", { number: input.bookingNumber }),
    location: `${input.clinic.name}, ${address}`,
    description: t("calendarDescription", { date: when.date, time: when.time, zone: when.zone, number: input.bookingNumber }),
    stampedAt: input.stampedAt ?? new Date(),
  });
  return {
    to: input.to,
    locale: lang,
    template: "booking-confirmation",
    props: {
      name: input.customerName,
      number: input.bookingNumber,
      order: input.orderNumber,
      date: when.date,
      time: when.time,
      zone: when.zone,
      clinic: input.clinic.name,
      address,
      phone: input.clinic.phone,
      email: input.clinic.email,
      lines: input.lines.map((l) => t("line", { quantity: l.quantity, title: l.title })),
      total: money(input.totalCents),
      leftToPay: input.leftToPayCents > 0 ? money(input.leftToPayCents) : null,
    },
    subject,
    text,
    attachments: [{ filename: `booking-${input.bookingNumber}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
}

export interface GiftCardMailInput {
  locale: string;
  to: string;
  recipientName: string;
  fromName: string;
  message: string | null;
  number: string;
  code: string;
  amountCents: number;
  currency: string;
}

/** The recipient's gift card: amount, number and code, the sender's message, how to spend it. */
export function buildGiftCardMail(input: GiftCardMailInput): OutgoingMail {
  const lang: Locale = isLocale(input.locale) ? input.locale : "en";
  const messages = mergeMessages(en, catalogues[lang]) as typeof en;
  const t = createTranslator({ locale: lang, messages, namespace: "giftMail" });
  const amount = formatMoney(input.amountCents, input.currency, lang);
  const number = input.number.replace(/(.{4})(?=.)/g, "$1 ");
  const text = [
    t("greeting", { name: input.recipientName }),
    "",
    t("intro", { from: input.fromName || "—", amount }),
    ...(input.message ? ["", `“${input.message}”`] : []),
    "",
    t("number", { number }),
    t("code", { code: input.code }),
    "",
    t("howTo"),
    "",
    t("signoff"),
  ].join("\n");
  return {
    to: input.to,
    locale: lang,
    template: "gift-card",
    props: { name: input.recipientName, from: input.fromName || "—", amount, message: input.message, number, code: input.code },
    subject: t("subject", { amount }),
    text,
    attachments: [],
  };
}

/** The .ics of a booking for My Bookings' "add to calendar". */
export function bookingCalendarFile(input: { locale: string; number: string; clinic: BookingConfirmationInput["clinic"]; startsAt: Date; endsAt: Date }): string {
  const { lang, t } = bookingTranslator(input.locale);
  const when = formatClinicTime(input.startsAt, input.clinic.timeZone, localeTags[lang]);
  return calendarFile({
    uid: `${input.number}@aurumclinic.com`,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    summary: t("calendarSummary", { number: input.number }),
    location: `${input.clinic.name}, ${input.clinic.street}, ${input.clinic.city} ${input.clinic.postcode}`,
    description: t("calendarDescription", { date: when.date, time: when.time, zone: when.zone, number: input.number }),
    stampedAt: new Date(),
  });
}
