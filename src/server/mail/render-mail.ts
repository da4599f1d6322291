import "server-only";
import { render } from "@react-email/render";
import { createTranslator } from "next-intl";
import { createElement } from "react";
import { directionOf, isLocale, localeTags, defaultLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { EmailLayout } from "./templates/email-layout";
import { templateMessages, templates, type MailT } from "./templates/registry";
import type { MailTemplateName, MailTemplateProps } from "./templates/types";

export interface RenderedMail {
  subject: string;
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
  const messages = await loadMessages(lang);
  const translator = createTranslator({ locale: lang, messages });
  const own = templateMessages[template];
  const prefix = own?.prefix ?? `mail.${template}`;
  const t: MailT = (key, values) => translator(`${prefix}.${key}` as never, values as never);
  const layoutText = {
    brand: translator("mail.layout.brand" as never),
    tagline: translator("mail.layout.tagline" as never),
    footer: translator("mail.layout.footer" as never),
    address: translator("mail.layout.address" as never),
  };
  const body = templates[template](t, props);
  const preview = t(own?.preview ?? "preview", scalarValues(props));
  const element = createElement(
    EmailLayout,
    { dir: directionOf(lang), lang: localeTags[lang], preview, text: layoutText },
    body,
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: t("subject", scalarValues(props)), html, text };
}

/** The template's plain values, for subjects such as "Booking {number} confirmed: {date}, {time}". */
function scalarValues(props: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(props).filter(
      (e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number",
    ),
  );
}
