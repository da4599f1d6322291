import "server-only";
import type { MailTransport } from "./transport";

/**
 * No SMTP configured (the embedded default, MAIL=log): the rendered mail stays in the outbox row, readable
 * at /dev/mailbox. Its text (sign-in codes, reset links, gift-card codes) goes to the log only in
 * development; anywhere else the log says that a mail was kept, never what it says.
 */
export const mailboxTransport: MailTransport = {
  name: "mailbox",
  async send(mail) {
    if (process.env.NODE_ENV === "development") {
      console.info(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}\n[mail] end`);
    } else {
      console.info(`[mail] kept in the outbox, not sent (MAIL=log): subject=${JSON.stringify(mail.subject)}`);
    }
  },
};
