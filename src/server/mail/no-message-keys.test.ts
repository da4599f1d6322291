import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { messageKeysIn } from "../../../tests/support/message-keys";
import { renderMail } from "./render-mail";
import type { MailTemplateName, MailTemplateProps } from "./templates/types";

const place = { clinic: "Aurum Clinic London", address: "12 Harley Street, London W1G 9PF" };
const contact = { phone: "+44 20 7946 0000", email: "london@aurumclinic.com" };
const when = { date: "Wed, 1 Jul 2026", time: "09:30", zone: "GMT+1" };
/** Ada's booked visit: the facts every mail about one booking states. */
const adasVisit = { name: "Ada", number: "BK-ABCDEFGH", ...when, ...place, ...contact };

/**
 * Every template with props that reach each of its branches (kinds, methods, optional parts). The type asks for
 * every template, so a new one cannot be left out of the check below.
 */
const samples: { [K in MailTemplateName]: MailTemplateProps[K][] } = {
  "login-code": [{ firstName: "Ada", code: "123456", minutes: 10 }],
  "password-reset": [{ firstName: "Ada", url: "https://aurum.test/us/en/reset?token=x", minutes: 60 }],
  "staff-invitation": [
    {
      firstName: "Ada",
      by: "Grace Hopper",
      role: "reception",
      clinics: "London",
      url: "https://aurum.test/i",
      hours: 72,
    },
    {
      firstName: "Ada",
      by: "Grace Hopper",
      role: "administrator",
      clinics: null,
      url: "https://aurum.test/i",
      hours: 72,
    },
  ],
  welcome: [
    { firstName: "Ada", accountUrl: "https://aurum.test/us/en/account", referralCode: "ADA123" },
    {
      firstName: "Ada",
      accountUrl: "https://aurum.test/us/en/account",
      referralCode: "ADA123",
      proofUrl: "https://aurum.test/us/en/confirm-address?token=x",
    },
  ],
  "address-proof": [{ firstName: "Ada", url: "https://aurum.test/us/en/confirm-address?token=x", days: 7 }],
  "password-changed": [{ firstName: "Ada", resetUrl: "https://aurum.test/us/en/forgot-password" }],
  "booking-confirmation": [
    {
      name: "Ada Lovelace",
      number: "BK-ABCDEFGH",
      order: "AU-12345678",
      ...when,
      ...place,
      ...contact,
      lines: ["NAD+ infusion × 1"],
      total: "$1,200",
      leftToPay: "$600",
      healthUrl: "https://aurum.test/us/en/account/health",
    },
    {
      name: "Ada Lovelace",
      number: "BK-ABCDEFGH",
      order: "AU-1",
      ...when,
      ...place,
      ...contact,
      lines: [],
      total: null,
      leftToPay: null,
    },
  ],
  "sessions-confirmation": [
    {
      name: "Ada",
      programme: "NAD+ programme",
      order: "AU-1",
      count: 2,
      ...place,
      ...contact,
      sessions: ["Session 2: …"],
    },
  ],
  "booking-changed": (["moved", "cancelled"] as const).map((kind) => ({ kind, ...adasVisit })),
  "booking-reminder": (["two_days", "three_hours"] as const).map((kind) => ({
    kind,
    ...adasVisit,
    manageUrl: "https://aurum.test/us/en/account/bookings",
    healthUrl: "https://aurum.test/us/en/account/health",
  })),
  "gift-card": [
    { name: "Ada", from: "Grace", amount: "$100", message: "Enjoy", number: "ABCD1234EFGH5678", code: "X1Y2Z3" },
  ],
  "request-receipt": ["contact", "spa", "callBack", "weekendCallBack", "concierge", "franchising", "careers"].map(
    (kind) => ({ name: "Ada", kind, reference: "RQ-1", clinic: "london", desk: "london", message: "Hello" }),
  ),
  "request-notification": [
    {
      kind: "contact",
      reference: "RQ-1",
      rows: ["title", "fullName", "email", "phone", "clinic", "message"].map((field) => ({ field, value: "x" })),
    },
  ],
  "payment-receipt": (["card", "terminal", "cash", "bank_transfer"] as const).map((method) => ({
    name: "Ada",
    order: "AU-1",
    amount: "$60",
    method,
    date: when.date,
    total: "$120",
    paid: "$60",
    left: method === "card" ? null : "$60",
  })),
  "request-reply": [{ name: "Ada", reference: "RQ-1", body: "Thank you.\n\nSee you soon.", staff: "Grace" }],
  "visit-proposal": [
    {
      name: "Ada",
      reference: "VP-1",
      url: "https://aurum.test/p",
      lines: ["NAD+ infusion"],
      ...when,
      place: "At your residence",
      placeDetail: "The Plaza",
      total: "$900",
      note: "Bring ID",
      days: 7,
    },
  ],
  "newsletter-confirm": [
    { name: "Ada", url: "https://aurum.test/c", days: 7 },
    { name: null, url: "https://aurum.test/c", days: 7 },
  ],
  "newsletter-coupon": [
    { name: null, code: "NEWS10", percent: 10, expires: when.date, unsubscribeUrl: "https://aurum.test/u" },
  ],
  "account-deleted": [
    { name: "Ada", count: 0, visits: [], money: [], phone: "", email: "" },
    { name: "Ada", count: 1, visits: ["BK-ABCDEFGH · …"], money: ["Order AU-1: …"], ...contact },
  ],
  "visits-cancelled-by-deletion": [{ clinic: place.clinic, count: 2, visits: ["BK-1", "BK-2"], money: ["AU-1"] }],
  "waitlist-offer": [
    {
      name: "Ada",
      ...place,
      ...when,
      until: "10:00",
      minutes: 30,
      lines: ["NAD+ infusion"],
      url: "https://aurum.test/us/en/account/waitlist",
      ...contact,
    },
  ],
};

describe("no mail shows a message key instead of its text", () => {
  const cases = locales.flatMap((locale) =>
    (Object.keys(samples) as MailTemplateName[]).map((template) => [locale, template] as const),
  );
  it.each(cases)("in %s, the %s mail", async (locale, template) => {
    for (const props of samples[template]) {
      const mail = await renderMail(template, locale, props as never);
      expect(messageKeysIn(`${mail.subject}\n${mail.text}\n${mail.html}`), JSON.stringify(props)).toEqual([]);
    }
  });
});
