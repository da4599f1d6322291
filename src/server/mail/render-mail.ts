import "server-only";
import { render } from "@react-email/render";
import { createTranslator } from "next-intl";
import { createElement } from "react";
import { directionOf, isLocale, localeTags, defaultLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { EmailLayout } from "./templates/email-layout";
import { templates, type MailT } from "./templates/registry";
import type { MailTemplateName, MailTemplateProps } from "./templates/types";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Render a template in the recipient's language: HTML and its plain-text part from the same React tree. */
export async function renderMail<T extends MailTemplateName>(template: T, locale: string, props: MailTemplateProps[T]): Promise<RenderedMail> {
  const lang = isLocale(locale) ? locale : defaultLocale;
  const messages = await loadMessages(lang);
  const translator = createTranslator({ locale: lang, messages, namespace: "mail" });
  const t: MailT = (key, values) => translator(`${template}.${key}` as never, values as never);
  const layoutText = {
    brand: translator("layout.brand" as never),
    tagline: translator("layout.tagline" as never),
    footer: translator("layout.footer" as never),
    address: translator("layout.address" as never),
  };
  const body = templates[template](t, props);
  const element = createElement(EmailLayout, { dir: directionOf(lang), lang: localeTags[lang], preview: t("preview"), text: layoutText }, body);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: t("subject"), html, text };
}
