import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's Chromium: browser downloads do not work on these machines (docs/product/stack-and-boundaries.md). Its
 * headless shell when installed (`chromium-headless-shell`, as .ci/run does): the journeys need no window, and the
 * full browser's headless mode spent about a third more CPU on the same journeys here (decision 266).
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
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

/** The cookie banner's answer "necessary only", as the production build names it (src/config/cookies.ts). */
const consentGiven = {
  name: "__Host-aurum_consent",
  value: "v1%3Acampaign%3D0",
  domain: "localhost",
  path: "/",
  expires: -1,
  httpOnly: false,
  secure: true,
  sameSite: "Lax" as const,
};

/**
 * The journeys the phone runs besides those named "…on-a-phone" (decision 262): the screens laid out differently on
 * a phone (the menu, the basket, the calendar and its times, checkout and its sticky bar, the cookie banner, the
 * desk's day grid), the Arabic page checks of decision 202 (axe, tagged @phone-only), and the 404 without script.
 */
const phoneJourneys = [
  /on-a-phone\.spec\.ts$/,
  // The menu, an Arabic treatment page, the Arabic axe checks (the rest of the file is tagged @desktop-only).
  /visitor-explores-treatments\.spec\.ts$/,
  /visitor-browses-in-their-language\.spec\.ts$/,
  /content-pages-are-accessible\.spec\.ts$/,
  /booking-pages-have-no-axe-violations\.spec\.ts$/,
  /visitor-who-mistypes-an-address-reads-the-404-at-once\.spec\.ts$/,
  // The cookie banner at the foot of a small window.
  /visitor-chooses-cookies\.spec\.ts$/,
  // The basket, the calendar and its times, checkout's sticky bar: a new customer's whole booking.
  /visitor-fills-basket-and-reaches-checkout\.spec\.ts$/,
  /visitor-books-registering-at-checkout-and-pays-by-card\.spec\.ts$/,
  /reselecting-the-chosen-day-keeps-the-times\.spec\.ts$/,
  /an-out-of-hours-time-shows-its-surcharge-key\.spec\.ts$/,
  // The desk on a phone or tablet (issue 41): signing in, the day grid one chair at a time, a walk-in, the day close.
  /staff-signs-in-to-the-back-office\.spec\.ts$/,
  /reception-books-a-walk-in-for-the-next-free-time-today-and-checks-them-in\.spec\.ts$/,
  /reception-takes-cash-and-a-manager-closes-the-day\.spec\.ts$/,
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI's machines have run the journeys two to three times slower than a developer's idle one: the limits there
  // leave room for that, while still ending a journey that hangs.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every journey starts as a visitor who has already answered the cookie banner ("necessary only"), so the
    // banner never covers what a journey taps. The banner's own journey starts without it (decision 127).
    storageState: { cookies: [consentGiven], origins: [] },
    // Recording a trace (a screenshot and a DOM snapshot at every step) made the journeys about a fifth slower here, for
    // files no one reads when the journey passes. CI keeps one for a journey that fails and is retried; a developer's run
    // (no retries) keeps the failing one (decision 204).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // Journeys that belong to one screen size say so by name ("on a phone"), or are listed here, instead of skipping.
    // A check that is the same on every screen but costly (axe, tens of seconds a page here) runs once per language:
    // tagged @desktop-only or @phone-only, each page type on the desktop in English and on the phone in Arabic (decision 202).
    {
      name: "desktop",
      testIgnore: /on-a-phone\.spec\.ts$/,
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: "phone",
      // Only the journeys whose screens differ on a phone (decision 262): a journey runs here when its name says
      // "on a phone", or when it is listed below; every other journey runs on the desktop only. What is the same on
      // every screen (a rule, a form's answer, a mail, an API call) is proven once.
      testMatch: phoneJourneys,
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/us/en`,
    // A production build takes 3 minutes on an idle 2-core machine, far longer when it is shared.
    timeout: 1_800_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
