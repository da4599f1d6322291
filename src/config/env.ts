import { z } from "zod";

/**
 * Typed environment, validated once. Server-only values; nothing here is sent to the browser.
 * Features add their variables here (SMTP_URL, STRIPE_SECRET_KEY, …) with a default that works locally.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** Card payments: unset = the sandbox provider (our card form, test cards, no network). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe API is (tests point it at a local fake): e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.string().url().optional(),
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
