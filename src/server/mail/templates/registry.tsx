import type { ReactElement } from "react";
import { Button, CodeBox, Details, Heading, LinkText, List, Muted, Paragraph, Quote, Signoff } from "./email-layout";
import type { MailTemplateName, MailTemplateProps } from "./types";

/** Translates keys of the template's own section of the `mail` namespace. */
export type MailT = (key: string, values?: Record<string, string | number>) => string;

type Template<T extends MailTemplateName> = (t: MailT, props: MailTemplateProps[T]) => ReactElement;

/** The usual opening: the heading, "Dear …" and the intro line, none with values of their own. */
function Opening({ t, name }: { t: MailT; name: string }) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name })}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
    </>
  );
}

/** The mail's button, and its address written out for a mail reader that shows no buttons. */
function LinkButton({ t, url }: { t: MailT; url: string }) {
  return (
    <>
      <Button href={url}>{t("button")}</Button>
      <Muted>{t("fallback")}</Muted>
      <LinkText href={url} />
    </>
  );
}

function LoginCode(t: MailT, p: MailTemplateProps["login-code"]) {
  return (
    <>
      <Opening t={t} name={p.firstName} />
      <CodeBox code={p.code} />
      <Muted>{t("validity", { minutes: p.minutes })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function PasswordReset(t: MailT, p: MailTemplateProps["password-reset"]) {
  return (
    <>
      <Opening t={t} name={p.firstName} />
      <LinkButton t={t} url={p.url} />
      <Muted>{t("validity", { minutes: p.minutes })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function StaffInvitation(t: MailT, p: MailTemplateProps["staff-invitation"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.firstName })}</Paragraph>
      <Paragraph>
        {p.clinics
          ? t("intro", { by: p.by, role: p.role, clinics: p.clinics })
          : t("introEveryClinic", { by: p.by, role: p.role })}
      </Paragraph>
      <Paragraph>{t("next")}</Paragraph>
      <LinkButton t={t} url={p.url} />
      <Muted>{t("validity", { hours: p.hours, by: p.by })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function Welcome(t: MailT, p: MailTemplateProps["welcome"]) {
  return (
    <>
      <Opening t={t} name={p.firstName} />
      <Paragraph>{t("referral", { code: p.referralCode })}</Paragraph>
      {p.proofUrl ? (
        <>
          <Paragraph>{t("proof")}</Paragraph>
          <Button href={p.proofUrl}>{t("proofButton")}</Button>
          <Muted>{t("proofNote")}</Muted>
        </>
      ) : (
        <Button href={p.accountUrl}>{t("button")}</Button>
      )}
    </>
  );
}

function AddressProof(t: MailT, p: MailTemplateProps["address-proof"]) {
  return (
    <>
      <Opening t={t} name={p.firstName} />
      <Button href={p.url}>{t("button")}</Button>
      <Muted>{t("validity", { days: p.days })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function PasswordChanged(t: MailT, p: MailTemplateProps["password-changed"]) {
  return (
    <>
      <Opening t={t} name={p.firstName} />
      <Muted>{t("notYou")}</Muted>
      <Button href={p.resetUrl}>{t("button")}</Button>
    </>
  );
}

/** The health questionnaire still to complete before the visit (decision 181): a button and its address. */
function Questionnaire({ t, url }: { t: MailT; url: string }) {
  return (
    <>
      <Paragraph>{t("health")}</Paragraph>
      <Button href={url}>{t("healthButton")}</Button>
      <LinkText href={url} />
    </>
  );
}

function BookingConfirmation(t: MailT, p: MailTemplateProps["booking-confirmation"]) {
  return (
    <>
      <Heading>{t("subject", { number: p.number, date: p.date, time: p.time })}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
      <Details
        rows={[
          t("when", { date: p.date, time: p.time, zone: p.zone }),
          t("where", { clinic: p.clinic, address: p.address }),
          t("booking", { number: p.number, order: p.order }),
        ]}
      />
      <Paragraph>{t("treatments")}</Paragraph>
      <List items={p.lines} />
      <Paragraph>
        <strong>{p.total === null ? t("includedInProgramme") : t("total", { amount: p.total })}</strong>
        {p.leftToPay && (
          <>
            <br />
            {t("leftToPay", { amount: p.leftToPay })}
          </>
        )}
      </Paragraph>
      {p.healthUrl && <Questionnaire t={t} url={p.healthUrl} />}
      <Paragraph>{t("bring")}</Paragraph>
      <Muted>{t("change", { phone: p.phone, email: p.email })}</Muted>
      <Muted>{t("calendar")}</Muted>
      <Signoff text={t("signoff")} />
    </>
  );
}

function SessionsConfirmation(t: MailT, p: MailTemplateProps["sessions-confirmation"]) {
  return (
    <>
      <Heading>{t("subject", { count: p.count, programme: p.programme })}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", { count: p.count, programme: p.programme })}</Paragraph>
      <List items={p.sessions} />
      <Details
        rows={[t("where", { clinic: p.clinic, address: p.address }), t("order", { order: p.order }), t("included")]}
      />
      <Muted>{t("change", { phone: p.phone, email: p.email })}</Muted>
      <Muted>{t("calendar")}</Muted>
      <Signoff text={t("signoff")} />
    </>
  );
}

function BookingChanged(t: MailT, p: MailTemplateProps["booking-changed"]) {
  return (
    <>
      <Heading>{t("subject", p)}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", p)}</Paragraph>
      <Details rows={[t("where", { clinic: p.clinic, address: p.address })]} />
      <Muted>{t("contact", { phone: p.phone, email: p.email })}</Muted>
      <Muted>{t("calendar", { kind: p.kind })}</Muted>
      <Signoff text={t("signoff")} />
    </>
  );
}

function BookingReminder(t: MailT, p: MailTemplateProps["booking-reminder"]) {
  return (
    <>
      <Heading>{t("subject", { kind: p.kind, date: p.date, time: p.time, clinic: p.clinic })}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", { kind: p.kind })}</Paragraph>
      <Details
        rows={[
          t("when", { date: p.date, time: p.time, zone: p.zone }),
          t("where", { clinic: p.clinic, address: p.address }),
          t("booking", { number: p.number }),
        ]}
      />
      {p.lines && p.lines.length > 0 && (
        <>
          <Paragraph>{t("treatments")}</Paragraph>
          <List items={p.lines} />
        </>
      )}
      {p.healthUrl && <Questionnaire t={t} url={p.healthUrl} />}
      {p.kind === "two_days" && <Paragraph>{t("bring")}</Paragraph>}
      {p.manageUrl ? (
        <>
          <Paragraph>{t("manage")}</Paragraph>
          <LinkText href={p.manageUrl} />
        </>
      ) : (
        <Muted>{t("changeClosed", { phone: p.phone, email: p.email })}</Muted>
      )}
      <Signoff text={t("signoff")} />
    </>
  );
}

function GiftCard(t: MailT, p: MailTemplateProps["gift-card"]) {
  return (
    <>
      <Heading>{t("subject", { amount: p.amount })}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", { from: p.from, amount: p.amount })}</Paragraph>
      {p.message && <Quote>{p.message}</Quote>}
      <Details rows={[t("number", { number: p.number }), t("code", { code: p.code })]} ltrValues />
      <Paragraph>{t("howTo")}</Paragraph>
      <Signoff text={t("signoff")} />
    </>
  );
}

function RequestReceipt(t: MailT, p: MailTemplateProps["request-receipt"]) {
  return (
    <>
      <Heading>{t("heading", { kind: p.kind })}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", { kind: p.kind, desk: p.desk ?? p.clinic })}</Paragraph>
      <Details rows={[t("reference", { reference: p.reference })]} ltrValues />
      {p.message && <Quote>{p.message}</Quote>}
      <Muted>{t("notYou")}</Muted>
      <Signoff text={t("signoff")} />
    </>
  );
}

function RequestReply(t: MailT, p: MailTemplateProps["request-reply"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      {p.body
        .split(/\n\s*\n/)
        .filter((part) => part.trim())
        .map((part, i) => (
          <Paragraph key={i}>{part.trim()}</Paragraph>
        ))}
      <Paragraph>{t("from", { staff: p.staff })}</Paragraph>
      <Details rows={[t("reference", { reference: p.reference })]} ltrValues />
      <Signoff text={t("signoff")} />
    </>
  );
}

function RequestNotification(t: MailT, p: MailTemplateProps["request-notification"]) {
  return (
    <>
      <Heading>{t("heading", { kind: p.kind, reference: p.reference })}</Heading>
      <Paragraph>{t("intro")}</Paragraph>
      <Details rows={p.rows.map((row) => `${t(`fields.${row.field}`)}: ${row.value}`)} ltrValues />
      <Muted>{t("reply")}</Muted>
    </>
  );
}

function PaymentReceipt(t: MailT, p: MailTemplateProps["payment-receipt"]) {
  return (
    <>
      <Heading>{t("heading", { order: p.order })}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", { amount: p.amount, order: p.order })}</Paragraph>
      <Details
        rows={[
          t("received", { amount: p.amount, method: t(`methods.${p.method}`), date: p.date }),
          t("total", { amount: p.total }),
          t("paid", { amount: p.paid }),
        ]}
      />
      <Paragraph>{p.left ? t("left", { amount: p.left }) : t("settled")}</Paragraph>
      <Signoff text={t("signoff")} />
    </>
  );
}

function VisitProposal(t: MailT, p: MailTemplateProps["visit-proposal"]) {
  return (
    <>
      <Opening t={t} name={p.name} />
      <List items={p.lines} />
      <Details
        rows={[
          t("when", { date: p.date, time: p.time, zone: p.zone }),
          t("where", { place: p.place, detail: p.placeDetail }),
          t("total", { total: p.total }),
        ]}
      />
      {p.note && <Quote>{p.note}</Quote>}
      <LinkButton t={t} url={p.url} />
      <Muted>{t("validity", { days: p.days })}</Muted>
      <Details rows={[t("reference", { reference: p.reference })]} ltrValues />
      <Signoff text={t("signoff")} />
    </>
  );
}

function NewsletterConfirm(t: MailT, p: MailTemplateProps["newsletter-confirm"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{p.name ? t("greeting", { name: p.name }) : t("greetingNoName")}</Paragraph>
      <Paragraph>{t("intro")}</Paragraph>
      <LinkButton t={t} url={p.url} />
      <Muted>{t("validity", { days: p.days })}</Muted>
      <Muted>{t("ignore")}</Muted>
    </>
  );
}

function NewsletterCoupon(t: MailT, p: MailTemplateProps["newsletter-coupon"]) {
  return (
    <>
      <Heading>{t("heading", { percent: p.percent })}</Heading>
      <Paragraph>{p.name ? t("greeting", { name: p.name }) : t("greetingNoName")}</Paragraph>
      <Paragraph>{t("intro", { percent: p.percent })}</Paragraph>
      <CodeBox code={p.code} />
      <Muted>{t("terms", { expires: p.expires })}</Muted>
      <Signoff text={t("signoff")} />
      <Muted>{t("unsubscribe")}</Muted>
      <LinkText href={p.unsubscribeUrl} />
    </>
  );
}

function WaitlistOffer(t: MailT, p: MailTemplateProps["waitlist-offer"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("greeting", { name: p.name })}</Paragraph>
      <Paragraph>{t("intro", { clinic: p.clinic })}</Paragraph>
      <Details
        rows={[
          t("when", { date: p.date, time: p.time, zone: p.zone }),
          t("where", { clinic: p.clinic, address: p.address }),
        ]}
      />
      <List items={p.lines} />
      <Paragraph>{t("held", { minutes: p.minutes, until: p.until, zone: p.zone })}</Paragraph>
      <LinkButton t={t} url={p.url} />
      <Muted>{t("next")}</Muted>
      <Muted>{t("contact", { phone: p.phone, email: p.email })}</Muted>
      <Signoff text={t("signoff")} />
    </>
  );
}

function AccountDeleted(t: MailT, p: MailTemplateProps["account-deleted"]) {
  return (
    <>
      <Opening t={t} name={p.name} />
      {p.count > 0 && (
        <>
          <Paragraph>{t("visits", { count: p.count })}</Paragraph>
          <List items={p.visits} />
          <Details rows={p.money} />
        </>
      )}
      {p.credit?.length ? <Details rows={p.credit} /> : null}
      {p.phone && <Muted>{t("questions", { phone: p.phone, email: p.email })}</Muted>}
      <Signoff text={t("signoff")} />
    </>
  );
}

function VisitsCancelledByDeletion(t: MailT, p: MailTemplateProps["visits-cancelled-by-deletion"]) {
  return (
    <>
      <Heading>{t("heading")}</Heading>
      <Paragraph>{t("intro", { clinic: p.clinic })}</Paragraph>
      <List items={p.visits} />
      <Details rows={p.money} />
    </>
  );
}

/** The body of every template; the subject and preview are `mail.<template>.subject` / `.preview`. */
export const templates: { [K in MailTemplateName]: Template<K> } = {
  "login-code": LoginCode,
  "password-reset": PasswordReset,
  "staff-invitation": StaffInvitation,
  welcome: Welcome,
  "address-proof": AddressProof,
  "password-changed": PasswordChanged,
  "booking-confirmation": BookingConfirmation,
  "gift-card": GiftCard,
  "sessions-confirmation": SessionsConfirmation,
  "booking-changed": BookingChanged,
  "booking-reminder": BookingReminder,
  "request-receipt": RequestReceipt,
  "request-reply": RequestReply,
  "request-notification": RequestNotification,
  "payment-receipt": PaymentReceipt,
  "visit-proposal": VisitProposal,
  "newsletter-confirm": NewsletterConfirm,
  "newsletter-coupon": NewsletterCoupon,
  "waitlist-offer": WaitlistOffer,
  "account-deleted": AccountDeleted,
  "visits-cancelled-by-deletion": VisitsCancelledByDeletion,
};

/**
 * Props that are secrets and appear in the subject (a sign-in code, decision 220): the subject the outbox keeps after
 * delivery, and what logs print, has them masked.
 */
export const secretSubjectProps: Partial<Record<MailTemplateName, readonly string[]>> = { "login-code": ["code"] };

/**
 * Where a template's messages live (default `mail.<template>`) and which key is its preview line.
 * The order mails share the booking namespace, translated with the rest of checkout.
 */
export const templateMessages: Partial<Record<MailTemplateName, { prefix: string; preview: string }>> = {
  "booking-confirmation": { prefix: "booking.mail", preview: "intro" },
  "gift-card": { prefix: "booking.giftMail", preview: "howTo" },
  "staff-invitation": { prefix: "staff.mail.invitation", preview: "preview" },
  "sessions-confirmation": { prefix: "booking.sessionsMail", preview: "intro" },
  "booking-changed": { prefix: "booking.changeMail", preview: "intro" },
  "booking-reminder": { prefix: "booking.reminderMail", preview: "intro" },
  "waitlist-offer": { prefix: "waitlist.mail", preview: "preview" },
  "visits-cancelled-by-deletion": { prefix: "staff.mail.accountDeleted", preview: "preview" },
};
