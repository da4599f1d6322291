import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium: browser downloads do not work on these machines (DESIGN pitfalls). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // Journeys that belong to one screen size say so by name ("on a phone"), or are listed here, instead of skipping.
    { name: "desktop", testIgnore: /on-a-phone\.spec\.ts$/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions } },
    {
      name: "phone",
      // Each buys something of its own once; the phone's account journey runs in Arabic (…-on-a-phone).
      testIgnore: [
        /customer-books-a-programme-session-from-my-programs\.spec\.ts$/,
        /customer-adds-a-gift-card-to-their-account\.spec\.ts$/,
        /customer-books-the-remaining-sessions-of-a-programme-in-one-flow\.spec\.ts$/,
      ],
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/us/en`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
