import { describe, expect, it } from "vitest";
import { parseEnv } from "@/config/env";
import { mailboxEnabled } from "./list-mailbox";

const production = {
  NODE_ENV: "production",
  SITE_URL: "https://aurumclinic.example",
  PAYMENTS: "sandbox",
  HEALTH_DATA: "demo",
};
const demo = parseEnv({ ...production, MAIL: "log", DEV_MAILBOX: "1" });

describe("the development mailbox", () => {
  it("answers a demo install only from the machine itself", () => {
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(mailboxEnabled(local, demo)).toBe(true);
    for (const other of ["203.0.113.7", "10.0.0.2", "::ffff:192.168.1.4", "2001:db8::1", "unknown", ""])
      expect(mailboxEnabled(other, demo)).toBe(false);
  });

  it("is never served by a real install: one that sends its mail, or without DEV_MAILBOX=1", () => {
    const sending = parseEnv({ ...production, SMTP_URL: "smtp://mail.example.com:587", DEV_MAILBOX: "1" });
    expect(mailboxEnabled("127.0.0.1", sending)).toBe(false);
    expect(mailboxEnabled("127.0.0.1", parseEnv({ ...production, MAIL: "log" }))).toBe(false);
    expect(mailboxEnabled("127.0.0.1", parseEnv({ ...production, MAIL: "log", DEV_MAILBOX: "0" }))).toBe(false);
  });

  it("in development answers the machine itself (next dev gives no address; npm run dev listens on 127.0.0.1)", () => {
    const development = parseEnv({ NODE_ENV: "development" });
    expect(mailboxEnabled("127.0.0.1", development)).toBe(true);
    expect(mailboxEnabled("unknown", development)).toBe(true);
    expect(mailboxEnabled("203.0.113.7", development)).toBe(false);
  });
});
