/**
 * Every e-mail the site sends and the props it needs. A feature adds its template here (props) and in
 * templates/registry.tsx (the component). Props are stored as JSON in the outbox, so keep them plain.
 */
export interface MailTemplateProps {
  "login-code": { firstName: string; code: string; minutes: number };
  "password-reset": { firstName: string; url: string; minutes: number };
  /** Back office (English, decision 130): a new member of staff's set-password link; `role` already worded. */
  "staff-invitation": {
    firstName: string;
    by: string;
    role: string;
    /** The clinics named ("London and Cape Town"); null for an administrator (every clinic). */
    clinics: string | null;
    url: string;
    hours: number;
  };
  /** `proofUrl`: the address verification link (decision 210); absent in mails queued before it existed. */
  welcome: { firstName: string; accountUrl: string; referralCode: string; proofUrl?: string | null };
  /** "Confirm your address" sent again from the account (decision 210). */
  "address-proof": { firstName: string; url: string; days: number };
  "password-changed": { firstName: string; resetUrl: string };
  /** Every value already formatted in the recipient's language and the clinic's time zone (orders/booking-confirmation.ts). */
  "booking-confirmation": VisitMail & {
    order: string;
    lines: string[];
    /** Null for a programme session: "included in your programme". */
    total: string | null;
    leftToPay: string | null;
    /** The health questionnaire's address while the visit's treatments need it and it is not answered (decision 181). */
    healthUrl?: string | null;
  };
  /** Programme sessions booked in one go; `sessions` are ready-made lines (number, clinic time, booking). */
  "sessions-confirmation": {
    name: string;
    programme: string;
    order: string;
    count: number;
    clinic: string;
    address: string;
    phone: string;
    email: string;
    sessions: string[];
  };
  /** A visit moved (new time) or cancelled; `kind` picks the wording (ICU select). */
  "booking-changed": VisitMail & {
    kind: "moved" | "cancelled";
  };
  /**
   * Two days or three hours before a confirmed visit (decision 180); every value already formatted in the
   * recipient's language and the clinic's zone. `manageUrl` only while the visit may still be changed online.
   */
  "booking-reminder": VisitMail & {
    kind: "two_days" | "three_hours";
    manageUrl: string | null;
    healthUrl?: string | null;
    /** What is done at this visit (visitMailLines); missing in reminders queued before it was added. */
    lines?: string[];
  };
  "gift-card": { name: string; from: string; amount: string; message: string | null; number: string; code: string };
  /** To the visitor: we have it, here is the reference. `kind` and `clinic` pick the wording (ICU select). */
  "request-receipt": {
    name: string;
    kind: string;
    reference: string;
    clinic: string;
    /** The desk that answers (record-request.ts); mails queued before it existed name the clinic. */ desk?: string;
    message: string | null;
  };
  /** To the desk: every submitted field, labelled by its key in mail.request-notification.fields. */
  "request-notification": { kind: string; reference: string; rows: { field: string; value: string }[] };
  /** A payment received against an order (front desk or online): every value already formatted in the recipient's language. */
  "payment-receipt": {
    name: string;
    order: string;
    amount: string;
    method: "card" | "terminal" | "cash" | "bank_transfer";
    date: string;
    total: string;
    paid: string;
    left: string | null;
  };
  /** Staff's answer from the requests inbox: `body` as they wrote it (plain text), signed with their first name. */
  "request-reply": { name: string; reference: string; body: string; staff: string };
  /** A priced visit staff propose (decision 147): every value already formatted in the recipient's language; `url` holds the link's only secret. */
  "visit-proposal": {
    name: string;
    reference: string;
    url: string;
    lines: string[];
    date: string;
    time: string;
    zone: string;
    place: string;
    placeDetail: string;
    total: string;
    note: string | null;
    days: number;
  };
  "newsletter-confirm": { name: string | null; url: string; days: number };
  /**
   * A freed time held for the first on the waitlist (decision 183): every value already formatted in the recipient's
   * language and the clinic's zone; `until` is when the hold ends (clinic time), `url` the account's waitlist page.
   */
  "waitlist-offer": {
    name: string;
    clinic: string;
    address: string;
    date: string;
    time: string;
    zone: string;
    until: string;
    minutes: number;
    lines: string[];
    url: string;
    phone: string;
    email: string;
  };
  /** `expires` already formatted in the subscriber's language. */
  "newsletter-coupon": { name: string | null; code: string; percent: number; expires: string; unsubscribeUrl: string };
  /**
   * The customer's record that their account is deleted (decision 221): the visits cancelled with it and what happens
   * to each order's money, ready-made lines in their language; the clinic of the first visit answers questions.
   */
  "account-deleted": {
    name: string;
    count: number;
    visits: string[];
    money: string[];
    /** The clinic credit left, one line per currency (decision 272); absent from mails queued before it. */
    credit?: string[];
    phone: string;
    email: string;
  };
  /** To a clinic's desk, in English (decision 130): its visits cancelled by a deletion and the refunds to make. */
  "visits-cancelled-by-deletion": { clinic: string; count: number; visits: string[]; money: string[] };
}

export type MailTemplateName = keyof MailTemplateProps;

/**
 * One visit as the visit mails name it (its number, clinic time and the clinic that answers), already formatted.
 * A type, not an interface: the props are passed on as a record of strings (registry.tsx).
 */
type VisitMail = {
  name: string;
  number: string;
  date: string;
  time: string;
  zone: string;
  clinic: string;
  address: string;
  phone: string;
  email: string;
};
