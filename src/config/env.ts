import { z } from "zod";
import { parseProxyEntry } from "@/server/http/forwarded-address";
import { parseKeyRing } from "@/server/health/sealed-box";

function validKeyRing(value: string): boolean {
  try {
    parseKeyRing(value);
    return true;
  } catch {
    return false;
  }
}

const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().min(1).optional());
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.string().url().optional());

/**
 * Typed environment, validated once at start-up (src/instrumentation.ts). Server-only values; nothing here
 * is sent to the browser. In production the site fails closed (decision 078): no SITE_URL, no payment
 * provider and no mail server are refused unless the demo modes are asked for by name.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Set by Next while it builds: the fail-closed checks run when the server starts, not at build time. */
    NEXT_PHASE: z.string().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    /** Required in production (links in mails, redirects); a local default elsewhere. */
    SITE_URL: optionalUrl,
    /** SMTP server, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
    SMTP_URL: optionalUrl,
    /** "log": no SMTP, mails stay in the outbox (/dev/mailbox). Production needs SMTP_URL or MAIL=log. */
    MAIL: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["log"]).optional()),
    MAIL_FROM: z.string().min(3).default("Aurum Clinic <hello@aurumclinic.example>"),
    /**
     * "1" shows /dev/mailbox in production too, in demo mode only (MAIL=log, no SMTP) and only to the machine itself
     * (decision 240); outside production it is open to the machine itself.
     */
    DEV_MAILBOX: z.enum(["0", "1"]).optional(),
    /** "0" keeps this instance from delivering the outbox (e.g. a web-only replica). */
    MAIL_WORKER: z.enum(["0", "1"]).default("1"),
    /** Card payments through Stripe. Production needs it or PAYMENTS=sandbox (our card form, test cards). */
    STRIPE_SECRET_KEY: optionalText,
    PAYMENTS: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["sandbox"]).optional()),
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where the Stripe API is (tests point it at a local fake): e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: optionalUrl,
    /** Signs ALTCHA challenges (decision 120). Unset: a fixed key in development, a random one per process in production. */
    ALTCHA_HMAC_KEY: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(32).optional()),
    /** Proxies whose X-Forwarded-For hop is believed: comma-separated IPs or CIDRs (decision 075). */
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every((entry) => parseProxyEntry(entry) !== null), {
        message: "each entry must be an IP address or a CIDR range",
      }),
    /**
     * The per-address flood guard on chair holds (decision 241): holds one client address takes in an hour that did
     * not become bookings. Above the first number each hold asks for the bot check's proof of work; above the second
     * it is refused. A hotel's or an office's guests share one address: dozens an hour pass.
     */
    HOLDS_PER_ADDRESS_BEFORE_PROOF: z.coerce.number().int().min(1).default(30),
    HOLDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(120),
    /** Signs the holder cookie; set the same value on every instance. Unset: a random secret per process. */
    COOKIE_SECRET: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(32).optional()),
    /**
     * Keys that seal health answers at rest (decision 181): "id:base64-of-32-bytes,…", the first seals, all open.
     * Production needs it or HEALTH_DATA=demo (a fixed, public demo key: demo installs only).
     */
    HEALTH_DATA_KEYS: optionalText.refine((value) => value === undefined || validKeyRing(value), {
      message: "each entry is id:base64 of 32 bytes",
    }),
    HEALTH_DATA: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["demo"]).optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Where uploads (photos, CVs) live (decision 254): `local`, a folder (FILE_STORE_DIR, default ./data/files), for
     * one instance; `s3`, an S3-compatible bucket every instance shares.
     */
    FILE_STORE: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["local", "s3"]).default("local")),
    S3_BUCKET: optionalText,
    /** An S3-compatible server's address (MinIO, a test server); unset: AWS S3 in S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** "1": bucket in the path (most S3-compatible servers), not in the host name. */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("0"),
    /** Keys start with this (one bucket for several sites), e.g. "aurum/". */
    S3_PREFIX: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9/_.-]*$/)
      .default(""),
    /**
     * The metrics port (decision 252): Prometheus text on http://METRICS_HOST:METRICS_PORT/metrics, never on the
     * public port. Unset: no metrics listener.
     */
    METRICS_PORT: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** Graceful shutdown (decision 253): not ready for this long first, then requests and jobs get this long in all. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
    /** How often this instance's outbox worker and housekeeping look for work (the cluster test shortens them). */
    MAIL_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
    HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    /** How long a CDN may keep and then serve stale a page (decision 251): visible everywhere within twice this. */
    CDN_PAGE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  })
  .superRefine((value, context) => {
    if (value.FILE_STORE === "s3" && !value.S3_BUCKET)
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "required with FILE_STORE=s3 (the bucket's name)",
      });
    if (value.NODE_ENV !== "production" || value.NEXT_PHASE === "phase-production-build") return;
    if (!value.SITE_URL)
      context.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message: "required in production (the address of the site, e.g. https://aurumclinic.com)",
      });
    if (!value.STRIPE_SECRET_KEY && value.PAYMENTS !== "sandbox")
      context.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "required in production; set PAYMENTS=sandbox to take test payments only (demo installs)",
      });
    if (!value.SMTP_URL && value.MAIL !== "log")
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "required in production; set MAIL=log to keep mails in the outbox without sending (demo installs)",
      });
    if (!value.HEALTH_DATA_KEYS && value.HEALTH_DATA !== "demo")
      context.addIssue({
        code: "custom",
        path: ["HEALTH_DATA_KEYS"],
        message:
          "required in production (id:base64 of 32 random bytes); set HEALTH_DATA=demo for a demo install (a public key: no real health data)",
      });
  })
  .transform((value) => ({ ...value, SITE_URL: value.SITE_URL ?? "http://localhost:3000" }));

export type Env = z.output<typeof schema>;

let cached: Env | null = null;

/** Parse an environment; throws one message naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment, the server will not start:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  return parsed.data;
}

export function env(): Env {
  if (!cached) cached = parseEnv(process.env);
  return cached;
}

/** The demo modes the site runs in, shown as a ribbon: test payments only, mails not sent. */
export function demoModes(config: Env = env()): { sandboxPayments: boolean; mailLogged: boolean } {
  return { sandboxPayments: !config.STRIPE_SECRET_KEY, mailLogged: !config.SMTP_URL };
}
