import { z } from "zod";

/**
 * Typed environment, validated once. Server-only values; nothing here is sent to the browser.
 * Features add their variables here (SMTP_URL, STRIPE_SECRET_KEY, …) with a default that works locally.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** SMTP server, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. Unset: mails stay in the dev mailbox and the log. */
  SMTP_URL: z.preprocess((value) => (value === "" ? undefined : value), z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default("Aurum Clinic <hello@aurumclinic.example>"),
  /** "1" shows /dev/mailbox in production too (demo installs without SMTP); always on outside production. */
  DEV_MAILBOX: z.enum(["0", "1"]).optional(),
  /** "0" keeps this instance from delivering the outbox (e.g. a web-only replica). */
  MAIL_WORKER: z.enum(["0", "1"]).default("1"),
  /** Card payments: unset = the sandbox provider (our card form, test cards, no network). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe API is (tests point it at a local fake): e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Signs ALTCHA challenges (decision 120). Unset: a fixed key in development, a random one per process in production. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | null = null;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
    }
    cached = parsed.data;
  }
  return cached;
}
