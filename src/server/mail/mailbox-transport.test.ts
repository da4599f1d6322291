import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/server/log/logger";
import { mailboxTransport } from "./mailbox-transport";

const mail = {
  from: "a@example.com",
  to: "b@example.com",
  subject: "Your sign-in code",
  html: "<p>493817</p>",
  text: "Your code: 493817",
  attachments: [],
};

describe("the mailbox transport", () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = env;
    vi.restoreAllMocks();
  });

  it("never writes a mail body to the log outside development", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    for (const mode of ["production", "test"]) {
      (process.env as Record<string, string | undefined>).NODE_ENV = mode;
      await mailboxTransport.send(mail);
    }
    expect(info).toHaveBeenCalledTimes(2);
    const written = JSON.stringify(info.mock.calls);
    expect(written).toContain("kept in the outbox");
    expect(written).not.toContain("493817");
    expect(written).not.toContain("b@example.com");
  });

  it("shows the text in development, where a developer signs in from the terminal", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    (process.env as Record<string, string | undefined>).NODE_ENV = "development";
    await mailboxTransport.send(mail);
    expect(JSON.stringify(info.mock.calls)).toContain("493817");
  });
});
