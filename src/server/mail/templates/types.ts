/**
 * Every e-mail the site sends and the props it needs. A feature adds its template here (props) and in
 * templates/registry.tsx (the component). Props are stored as JSON in the outbox, so keep them plain.
 */
export interface MailTemplateProps {
  "login-code": { firstName: string; code: string; minutes: number };
  "password-reset": { firstName: string; url: string; minutes: number };
  welcome: { firstName: string; accountUrl: string; referralCode: string };
  "password-changed": { firstName: string; resetUrl: string };
  /** Every value already formatted in the recipient's language and the clinic's time zone (orders/booking-confirmation.ts). */
  "booking-confirmation": {
    name: string;
    number: string;
    order: string;
    date: string;
    time: string;
    zone: string;
    clinic: string;
    address: string;
    phone: string;
    email: string;
    lines: string[];
    total: string;
    leftToPay: string | null;
  };
  "gift-card": { name: string; from: string; amount: string; message: string | null; number: string; code: string };
  /** To the visitor: we have it, here is the reference. `kind` and `clinic` pick the wording (ICU select). */
  "request-receipt": { name: string; kind: string; reference: string; clinic: string; message: string | null };
  /** To the desk: every submitted field, labelled by its key in mail.request-notification.fields. */
  "request-notification": { kind: string; reference: string; rows: { field: string; value: string }[] };
  /** Staff's answer from the requests inbox: `body` as they wrote it (plain text), signed with their first name. */
  "request-reply": { name: string; reference: string; body: string; staff: string };
  "newsletter-confirm": { name: string | null; url: string; days: number };
  /** `expires` already formatted in the subscriber's language. */
  "newsletter-coupon": { name: string | null; code: string; percent: number; expires: string; unsubscribeUrl: string };
}

export type MailTemplateName = keyof MailTemplateProps;
