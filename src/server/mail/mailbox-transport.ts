import "server-only";
import { logger } from "@/server/log/logger";
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
    // Mail bodies hold sign-in codes and reset links: only a developer's own log may show them (decision 091).
    if (process.env.NODE_ENV === "development")
      logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, "mail written to the dev mailbox");
    else
      logger.info(
        { mail: { subject: mail.safeSubject ?? mail.subject } },
        "mail kept in the outbox, not sent (MAIL=log)",
      );
  },
};
