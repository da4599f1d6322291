import { describe, expect, it } from "vitest";
import { demoModes, parseEnv } from "./env";

const healthKey = `k1:${Buffer.alloc(32, 7).toString("base64")}`;
const production = {
  NODE_ENV: "production",
  SITE_URL: "https://aurumclinic.example",
  STRIPE_SECRET_KEY: "sk_live_x",
  SMTP_URL: "smtps://u:p@mail.example:465",
  HEALTH_DATA_KEYS: healthKey,
};

describe("the environment in production (fails closed)", () => {
  it("starts with a site address, a payment provider and a mail server", () => {
    expect(parseEnv(production).SITE_URL).toBe("https://aurumclinic.example");
  });

  it("refuses to start without SITE_URL", () => {
    expect(() => parseEnv({ ...production, SITE_URL: undefined })).toThrow(/SITE_URL: required in production/);
  });

  it("refuses sandbox payments unless PAYMENTS=sandbox says so", () => {
    expect(() => parseEnv({ ...production, STRIPE_SECRET_KEY: "" })).toThrow(
      /STRIPE_SECRET_KEY: required in production; set PAYMENTS=sandbox/,
    );
    expect(demoModes(parseEnv({ ...production, STRIPE_SECRET_KEY: "", PAYMENTS: "sandbox" }))).toEqual({
      sandboxPayments: true,
      mailLogged: false,
    });
  });

  it("refuses to keep mails unsent unless MAIL=log says so", () => {
    expect(() => parseEnv({ ...production, SMTP_URL: undefined })).toThrow(
      /SMTP_URL: required in production; set MAIL=log/,
    );
    expect(demoModes(parseEnv({ ...production, SMTP_URL: undefined, MAIL: "log" }))).toEqual({
      sandboxPayments: false,
      mailLogged: true,
    });
  });

  it("refuses to store health answers without a key unless HEALTH_DATA=demo says so, and a malformed key anywhere", () => {
    expect(() => parseEnv({ ...production, HEALTH_DATA_KEYS: undefined })).toThrow(
      /HEALTH_DATA_KEYS: required in production/,
    );
    expect(parseEnv({ ...production, HEALTH_DATA_KEYS: undefined, HEALTH_DATA: "demo" }).HEALTH_DATA).toBe("demo");
    expect(() => parseEnv({ NODE_ENV: "development", HEALTH_DATA_KEYS: "k1:short" })).toThrow(/HEALTH_DATA_KEYS/);
  });

  it("names every missing variable at once", () => {
    const error = (() => {
      try {
        parseEnv({ NODE_ENV: "production" });
      } catch (caught) {
        return (caught as Error).message;
      }
    })();
    expect(error).toMatch(/SITE_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*SMTP_URL/);
  });

  it("does not check while Next builds, nor outside production", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).SITE_URL).toBe(
      "http://localhost:3000",
    );
    expect(demoModes(parseEnv({ NODE_ENV: "development" }))).toEqual({ sandboxPayments: true, mailLogged: true });
  });

  it("reads TRUSTED_PROXIES as a list and refuses a wrong entry", () => {
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.7" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: "proxy.example" })).toThrow(/TRUSTED_PROXIES/);
  });
});
