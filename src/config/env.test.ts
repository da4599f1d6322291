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

  it("keeps uploads in a local folder unless FILE_STORE=s3 names a bucket (decision 254)", () => {
    expect(parseEnv({}).FILE_STORE).toBe("local");
    expect(() => parseEnv({ FILE_STORE: "s3" })).toThrow(/S3_BUCKET: required with FILE_STORE=s3/);
    const s3 = parseEnv({
      FILE_STORE: "s3",
      S3_BUCKET: "aurum-files",
      S3_ENDPOINT: "http://127.0.0.1:4610",
      S3_FORCE_PATH_STYLE: "1",
    });
    expect([s3.S3_BUCKET, s3.S3_REGION, s3.S3_FORCE_PATH_STYLE]).toEqual(["aurum-files", "us-east-1", "1"]);
    expect(() => parseEnv({ FILE_STORE: "s3", S3_BUCKET: "b", S3_PREFIX: "../x y" })).toThrow(/S3_PREFIX/);
  });

  it("serves metrics only when METRICS_PORT is set, on the loopback by default (decision 252)", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "4650" })).toMatchObject({ METRICS_PORT: 4650, METRICS_HOST: "127.0.0.1" });
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
  });

  it("bounds the graceful shutdown and the CDN's page lifetime (decisions 251, 253)", () => {
    expect(parseEnv({})).toMatchObject({ SHUTDOWN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 25_000, CDN_PAGE_SECONDS: 30 });
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: "10" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => parseEnv({ CDN_PAGE_SECONDS: "86400" })).toThrow(/CDN_PAGE_SECONDS/);
  });
});
