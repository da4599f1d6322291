import { afterEach, describe, expect, it, vi } from "vitest";
import { mailboxTransport } from "./mailbox-transport";

const mail = { from: "a@example.com", to: "b@example.com", subject: "Your Aurum Clinic sign-in code", html: "<p>482913</p>", text: "Your code: 482913", attachments: [] };

describe("the mailbox transport (MAIL=log)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("never writes a mail's body to the log outside development", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    for (const mode of ["production", "test"]) {
      vi.stubEnv("NODE_ENV", mode);
      await mailboxTransport.send(mail);
    }
    const written = log.mock.calls.flat().join("\n");
    expect(written).toContain("kept in the outbox");
    expect(written).not.toContain("482913");
    expect(written).not.toContain("b@example.com");
  });

  it("shows it in development, so a developer can sign in by code", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    vi.stubEnv("NODE_ENV", "development");
    await mailboxTransport.send(mail);
    expect(log.mock.calls.flat().join("\n")).toContain("482913");
  });
});
