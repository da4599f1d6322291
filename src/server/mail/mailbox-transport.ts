import "server-only";
import { logger } from "@/server/log/logger";
import type { MailTransport } from "./transport";

/**
 * No SMTP configured (the embedded default): the rendered mail stays in the outbox row, readable at
 * /dev/mailbox, and its text goes to the log so a person trying the site can sign in by code.
 */
export const mailboxTransport: MailTransport = {
  name: "mailbox",
  async send(mail) {
    logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, "mail written to the dev mailbox");
  },
};
