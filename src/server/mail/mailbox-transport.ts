import "server-only";
import type { MailTransport } from "./transport";

/**
 * No SMTP configured (the embedded default): the rendered mail stays in the outbox row, readable at
 * /dev/mailbox until the retention job clears it (decision 091). Only in development does its text also go
 * to the log, so a developer can sign in by code from the terminal; anywhere else a log line names the
 * recipient and subject only, since bodies carry sign-in codes, reset links and gift-card codes.
 */
export const mailboxTransport: MailTransport = {
  name: "mailbox",
  async send(mail) {
    if (process.env.NODE_ENV === "development") {
      console.info(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}\n[mail] end`);
    } else {
      console.info(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)} (in the development mailbox)`);
    }
  },
};
