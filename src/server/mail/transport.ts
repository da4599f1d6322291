import "server-only";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  /** The subject without the template's secrets (a sign-in code): what logs and the outbox keep (decision 220). */
  safeSubject?: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** What the worker needs from a mail vendor; adapters live in their own folder (smtp/). */
export interface MailTransport {
  readonly name: "smtp" | "mailbox";
  send(mail: OutgoingMail): Promise<void>;
}
