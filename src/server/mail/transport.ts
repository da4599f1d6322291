import "server-only";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** What the worker needs from a mail vendor; adapters live in their own folder (smtp/). */
export interface MailTransport {
  readonly name: "smtp" | "mailbox";
  send(mail: OutgoingMail): Promise<void>;
}
