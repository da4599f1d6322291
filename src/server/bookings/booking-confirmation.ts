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
import { isolateValues } from "@/i18n/bidi";
import { areaOfClinic } from "@/config/site";
import { formatTag } from "@/i18n/formats";
import { directionOf, isLocale, type Locale } from "@/i18n/locales";
import { mergeMessages } from "@/i18n/messages";
import { formatClinicTime } from "@/shared/clinic-time";
import { localizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { calendarFile, type CalendarEvent } from "./calendar-file";
import type { OutgoingMail } from "./order-mail";

const catalogues: Record<Locale, Record<string, unknown>> = { en, zh, ar, de, fr, ru, es, ja };

export interface BookingConfirmationInput {
  locale: string;
  to: string;
  customerName: string;
  bookingNumber: string;
  orderNumber: string;
  /** `slug` names the clinic in the recipient's language (catalogue.clinics); without it the stored name shows. */
  clinic: {
    slug?: string;
    name: string;
    street: string;
    city: string;
    postcode: string;
    phone: string;
    email: string;
    timeZone: string;
  };
  /** A home or hotel visit's address (an accepted visit proposal, decision 147) instead of the clinic's. */
  visitAddress?: string | null;
  startsAt: Date;
  endsAt: Date;
  /** Stored (English) titles; with the goods code (and add-on) the recipient reads them in their language. */
  lines: MailLine[];
  /**
   * Set for a programme session booked on its own (visitTreatmentsOf's kind "session"): its one line, the
   * programme, is named with which session it is ("…, session 2 of 5").
   */
  session?: { number: number; count: number } | null;
  /** The visit's total; null for a programme session, which the programme's order already covers. */
  totalCents: number | null;
  leftToPayCents: number;
  currency: string;
  /** The health questionnaire's address while it is to complete (questionnaireUrl), else null. */
  healthUrl?: string | null;
  /** DTSTAMP of the calendar file; the moment of sending by default. */
  stampedAt?: Date;
}

/** An order line or programme as stored: English title, goods code and add-on for the localized name. */
export interface MailLine {
  title: string;
  quantity: number;
  code?: string;
  optionCode?: string | null;
}

/** A stored line's title in `locale` (orders keep English; names are mapped by goods code at display time). */
export function localLineTitle(locale: string, line: Omit<MailLine, "quantity">): string {
  return line.code
    ? localizedCatalogue(locale).relabel({ code: line.code, optionCode: line.optionCode ?? null, title: line.title })
    : line.title;
}

/** The clinic with its name and city in `locale` (street and postcode stay as written). */
export function localClinic<C extends { slug?: string; name: string; city: string }>(locale: string, clinic: C): C {
  if (!clinic.slug) return clinic;
  const texts = localizedCatalogue(locale);
  return {
    ...clinic,
    name: texts.clinicName(clinic.slug, clinic.name),
    city: texts.clinicCity(clinic.slug, clinic.city),
  };
}

type MailClinic = BookingConfirmationInput["clinic"];

/** The clinic's address on one line: "street, city postcode". */
function clinicAddress(clinic: MailClinic): string {
  return `${clinic.street}, ${clinic.city} ${clinic.postcode}`;
}

/** A time at the clinic as its mails state it: in the clinic's zone, in the formats of the clinic's area. */
function clinicTime(lang: Locale, clinic: MailClinic, at: Date) {
  return formatClinicTime(at, clinic.timeZone, formatTag(lang, areaOfClinic(clinic.slug)));
}

/** When and where a visit is and how to reach the clinic, as the confirmation and the change mail's props say it. */
function visitProps(when: ReturnType<typeof clinicTime>, clinic: MailClinic, address: string) {
  return {
    date: when.date,
    time: when.time,
    zone: when.zone,
    clinic: clinic.name,
    address,
    phone: clinic.phone,
    email: clinic.email,
  };
}

/**
 * What is done at the visit, one text per line in the recipient's language: the confirmation's and the reminder's
 * list. A programme session booked on its own names its programme and which session it is (issue 41).
 */
export function visitMailLines(
  locale: string,
  visit: { lines: MailLine[]; session?: { number: number; count: number } | null },
): string[] {
  const { lang, t } = bookingTranslator(locale);
  const lines = visit.lines.map((l) => ({ title: localLineTitle(lang, l), quantity: l.quantity }));
  if (visit.session && lines.length === 1)
    return [t("sessionLine", { title: lines[0]!.title, number: visit.session.number, count: visit.session.count })];
  return lines.map((l) => t("line", { quantity: l.quantity, title: l.title }));
}

export function bookingTranslator(locale: string) {
  const lang: Locale = isLocale(locale) ? locale : "en";
  return { lang, t: translatorIn(lang, "mail") };
}

/**
 * A translator of one section of the booking messages; in a right-to-left language every value it sets into a
 * sentence (booking number, address, phone, date) is isolated, as renderMail does for the delivered mail (row 9).
 */
function translatorIn<N extends "mail" | "giftMail" | "sessionsMail" | "changeMail">(lang: Locale, namespace: N) {
  const messages = mergeMessages(en, catalogues[lang]) as typeof en;
  const t = createTranslator({ locale: lang, messages, namespace });
  if (directionOf(lang) !== "rtl") return t;
  const isolating = (key: never, values?: Record<string, unknown>) =>
    (t as unknown as (k: never, v?: Record<string, unknown>) => string)(key, values && isolateValues(values));
  return isolating as unknown as typeof t;
}

export function buildBookingConfirmation(raw: BookingConfirmationInput): OutgoingMail {
  const { lang, t } = bookingTranslator(raw.locale);
  const input = { ...raw, clinic: localClinic(lang, raw.clinic) };
  const lines = visitMailLines(lang, raw);
  const when = clinicTime(lang, input.clinic, input.startsAt);
  const address = input.visitAddress || clinicAddress(input.clinic);
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
    ...lines.map((l) => `- ${l}`),
    "",
    input.totalCents === null ? t("includedInProgramme") : t("total", { amount: money(input.totalCents) }),
    ...(input.leftToPayCents > 0 ? [t("leftToPay", { amount: money(input.leftToPayCents) })] : []),
    "",
    ...(input.healthUrl ? [t("health"), input.healthUrl, ""] : []),
    t("bring"),
    t("change", { phone: input.clinic.phone, email: input.clinic.email }),
    t("calendar"),
    "",
    t("signoff"),
  ].join("\n");
  const ics = calendarFile(
    bookingEvent(input.locale, {
      ...input,
      number: input.bookingNumber,
      stampedAt: input.stampedAt ?? new Date(),
      sequence: 0,
    }),
  );
  return {
    to: input.to,
    locale: lang,
    template: "booking-confirmation",
    props: {
      name: input.customerName,
      number: input.bookingNumber,
      order: input.orderNumber,
      ...visitProps(when, input.clinic, address),
      lines,
      total: input.totalCents === null ? null : money(input.totalCents),
      leftToPay: input.leftToPayCents > 0 ? money(input.leftToPayCents) : null,
      healthUrl: input.healthUrl ?? null,
    },
    subject,
    text,
    attachments: [
      {
        filename: `booking-${input.bookingNumber}.ics`,
        content: ics,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
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
  const t = translatorIn(lang, "giftMail");
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
    props: {
      name: input.recipientName,
      from: input.fromName || "—",
      amount,
      message: input.message,
      number,
      code: input.code,
    },
    subject: t("subject", { amount }),
    text,
    attachments: [],
  };
}

interface EventInput {
  number: string;
  clinic: BookingConfirmationInput["clinic"];
  startsAt: Date;
  endsAt: Date;
  stampedAt: Date;
  sequence: number;
}

/** One visit as a calendar event: UID = the booking number, so every later update replaces the same event. */
function bookingEvent(locale: string, event: EventInput): CalendarEvent {
  const { lang, t } = bookingTranslator(locale);
  const input = { ...event, clinic: localClinic(lang, event.clinic) };
  const when = clinicTime(lang, input.clinic, input.startsAt);
  return {
    uid: `${input.number}@aurumclinic.com`,
    sequence: input.sequence,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    summary: t("calendarSummary", { number: input.number }),
    location: `${input.clinic.name}, ${clinicAddress(input.clinic)}`,
    description: t("calendarDescription", { date: when.date, time: when.time, zone: when.zone, number: input.number }),
    stampedAt: input.stampedAt,
  };
}

/** The .ics of a booking for My Bookings' "add to calendar" (its current SEQUENCE, so it matches the last mail). */
export function bookingCalendarFile(input: {
  locale: string;
  number: string;
  clinic: BookingConfirmationInput["clinic"];
  startsAt: Date;
  endsAt: Date;
  calendarSequence?: number;
}): string {
  return calendarFile(
    bookingEvent(input.locale, { ...input, stampedAt: new Date(), sequence: input.calendarSequence ?? 0 }),
  );
}

export interface SessionsConfirmationInput {
  locale: string;
  to: string;
  customerName: string;
  /** The programme's stored title; with its goods code (and add-on) named in the recipient's language. */
  programme: string | Omit<MailLine, "quantity">;
  orderNumber: string;
  clinic: BookingConfirmationInput["clinic"];
  sessions: { sessionNumber: number; bookingNumber: string; startsAt: Date; endsAt: Date }[];
  stampedAt: Date;
}

/** Several programme sessions booked in one go: one mail listing them all, one .ics holding every event. */
export function buildSessionsConfirmation(raw: SessionsConfirmationInput): OutgoingMail {
  const { lang } = bookingTranslator(raw.locale);
  const input = {
    ...raw,
    clinic: localClinic(lang, raw.clinic),
    programme: typeof raw.programme === "string" ? raw.programme : localLineTitle(lang, raw.programme),
  };
  const t = translatorIn(lang, "sessionsMail");
  const address = clinicAddress(input.clinic);
  const lines = input.sessions.map((s) => {
    const when = clinicTime(lang, input.clinic, s.startsAt);
    return t("session", {
      session: s.sessionNumber,
      date: when.date,
      time: when.time,
      zone: when.zone,
      number: s.bookingNumber,
    });
  });
  const props = {
    name: input.customerName,
    programme: input.programme,
    order: input.orderNumber,
    count: input.sessions.length,
    clinic: input.clinic.name,
    address,
    phone: input.clinic.phone,
    email: input.clinic.email,
    sessions: lines,
  };
  const text = [
    t("greeting", { name: props.name }),
    "",
    t("intro", { count: props.count, programme: props.programme }),
    "",
    ...lines.map((l) => `- ${l}`),
    "",
    t("where", { clinic: props.clinic, address }),
    t("order", { order: props.order }),
    t("included"),
    "",
    t("change", { phone: props.phone, email: props.email }),
    t("calendar"),
    "",
    t("signoff"),
  ].join("\n");
  const ics = calendarFile(
    input.sessions.map((s) =>
      bookingEvent(input.locale, {
        number: s.bookingNumber,
        clinic: input.clinic,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        stampedAt: input.stampedAt,
        sequence: 0,
      }),
    ),
  );
  return {
    to: input.to,
    locale: lang,
    template: "sessions-confirmation",
    props,
    subject: t("subject", { count: props.count, programme: props.programme }),
    text,
    attachments: [
      {
        filename: `sessions-${input.orderNumber}.ics`,
        content: ics,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}

export interface BookingChangeInput {
  locale: string;
  to: string;
  customerName: string;
  kind: "moved" | "cancelled";
  bookingNumber: string;
  clinic: BookingConfirmationInput["clinic"];
  startsAt: Date;
  endsAt: Date;
  /** The booking's calendar_sequence after the change (higher than any .ics sent before). */
  sequence: number;
  stampedAt: Date;
}

/**
 * A moved visit (its new time, with the same UID and a higher SEQUENCE) or a cancelled one (METHOD:CANCEL),
 * so the customer's calendar updates or removes the event it already holds.
 */
export function buildBookingChange(raw: BookingChangeInput): OutgoingMail {
  const { lang } = bookingTranslator(raw.locale);
  const input = { ...raw, clinic: localClinic(lang, raw.clinic) };
  const t = translatorIn(lang, "changeMail");
  const when = clinicTime(lang, input.clinic, input.startsAt);
  const address = clinicAddress(input.clinic);
  const props = {
    kind: input.kind,
    name: input.customerName,
    number: input.bookingNumber,
    ...visitProps(when, input.clinic, address),
  };
  const text = [
    t("greeting", { name: props.name }),
    "",
    t("intro", props),
    t("where", { clinic: props.clinic, address }),
    "",
    t("contact", { phone: props.phone, email: props.email }),
    t("calendar", { kind: props.kind }),
    "",
    t("signoff"),
  ].join("\n");
  const method = input.kind === "cancelled" ? "CANCEL" : "PUBLISH";
  const ics = calendarFile(bookingEvent(input.locale, { ...input, number: input.bookingNumber }), method);
  return {
    to: input.to,
    locale: lang,
    template: "booking-changed",
    props,
    subject: t("subject", props),
    text,
    attachments: [
      {
        filename: `booking-${input.bookingNumber}.ics`,
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
