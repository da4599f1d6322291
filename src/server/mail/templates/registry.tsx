import type { ReactElement } from "react";
import { Button, CodeBox, Heading, LinkText, Muted, Paragraph } from "./email-layout";
import type { MailTemplateName, MailTemplateProps } from "./types";

/** Translates keys of the template's own section of the `mail` namespace. */
export type MailT = (key: string, values?: Record<string, string | number>) => string;

type Template<T extends MailTemplateName> = (t: MailT, props: MailTemplateProps[T]) => ReactElement;

function LoginCode(t: MailT, p: MailTemplateProps["login-code"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.firstName })}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
      <CodeBox code={p.code} />
      <Muted>{t("validity", { minutes: p.minutes })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function PasswordReset(t: MailT, p: MailTemplateProps["password-reset"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.firstName })}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
      <Button href={p.url}>{t("button")}</Button>
      <Muted>{t("fallback")}</Muted>
      <LinkText href={p.url} />
      <Muted>{t("validity", { minutes: p.minutes })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function Welcome(t: MailT, p: MailTemplateProps["welcome"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.firstName })}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
      <Paragraph>{t("referral", { code: p.referralCode })}</Paragraph>
      <Button href={p.accountUrl}>{t("button")}</Button>
    </>
  );
}

function PasswordChanged(t: MailT, p: MailTemplateProps["password-changed"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.firstName })}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
      <Muted>{t("notYou")}</Muted>
      <Button href={p.resetUrl}>{t("button")}</Button>
    </>
  );
}

/** The body of every template; the subject and preview are `mail.<template>.subject` / `.preview`. */
export const templates: { [K in MailTemplateName]: Template<K> } = {
  "login-code": LoginCode,
  "password-reset": PasswordReset,
  welcome: Welcome,
  "password-changed": PasswordChanged,
};
