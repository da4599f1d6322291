import "server-only";
import { render } from "@react-email/render";
import { createTranslator } from "next-intl";
import { createElement } from "react";
import { brand } from "@/config/site";
import { isolate, isolateValues } from "@/i18n/bidi";
import { directionOf, isLocale, localeTags, defaultLocale } from "@/i18n/locales";
import { loadMessages, type UntypedCatalogue } from "@/i18n/messages";
import { EmailLayout } from "./templates/email-layout";
import { secretSubjectProps, templateMessages, templates, type MailT } from "./templates/registry";
import type { MailTemplateName, MailTemplateProps } from "./templates/types";

export interface RenderedMail {
  subject: string;
  /** The subject with the template's secrets masked (`secretSubjectProps`): for logs and the outbox's record. */
  safeSubject: string;
  html: string;
  text: string;
}

/** Render a template in the recipient's language: HTML and its plain-text part from the same React tree. */
export async function renderMail<T extends MailTemplateName>(
  template: T,
  locale: string,
  props: MailTemplateProps[T],
): Promise<RenderedMail> {
  const lang = isLocale(locale) ? locale : defaultLocale;
  const messages: UntypedCatalogue = await loadMessages(lang);
  const translator = createTranslator({ locale: lang, messages });
  const own = templateMessages[template];
  const prefix = own?.prefix ?? `mail.${template}`;
  // Right to left: every value set into a sentence is isolated, so "BK-P5Q9RRSR" and "781 Madison Avenue" keep their
  // order in an Arabic sentence, in the HTML and in the plain text alike (issue 40, row 9).
  const rtl = directionOf(lang) === "rtl";
  const isolated = <V extends Record<string, unknown>>(v: V | undefined) => (rtl && v ? isolateValues(v) : v);
  const t: MailT = (key, v) => translator(`${prefix}.${key}`, isolated(v));
  const clinic = clinicOf(props);
  const layoutText = {
    brand: translator("mail.layout.brand"),
    tagline: translator("mail.layout.tagline"),
    // A mail about a visit gives that clinic's phone and address, not the headquarters' (New York's for New York).
    footer: translator("mail.layout.footer", isolated({ phone: clinic?.phone ?? brand.phone })),
    address: clinic
      ? [clinic.name, clinic.address].map((part) => (rtl ? isolate(part) : part)).join(" · ")
      : translator("mail.layout.address"),
  };
  const body = templates[template](t, props);
  const preview = t(own?.preview ?? "preview", scalarValues(props));
  const element = createElement(
    EmailLayout,
    { dir: directionOf(lang), lang: localeTags[lang], preview, text: layoutText },
    body,
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const values = scalarValues(props);
  const masked = { ...values, ...Object.fromEntries((secretSubjectProps[template] ?? []).map((k) => [k, "••••••"])) };
  return { subject: t("subject", values), safeSubject: t("subject", masked), html, text };
}

/** The clinic a mail is about, when its props name one with its phone and address (the booking mails). */
function clinicOf(props: object): { name: string; address: string; phone: string } | null {
  const p = props as Record<string, unknown>;
  return typeof p.clinic === "string" && typeof p.address === "string" && typeof p.phone === "string"
    ? { name: p.clinic, address: p.address, phone: p.phone }
    : null;
}

/** The template's plain values, for subjects such as "Booking {number} confirmed: {date}, {time}". */
function scalarValues(props: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(props).filter(
      (e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number",
    ),
  );
}
