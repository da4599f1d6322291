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
      // Each buys something of its own once; the phone's account journey runs in Arabic (…-on-a-phone).
      testIgnore: [
        /customer-books-a-programme-session-from-my-programs\.spec\.ts$/,
        // The keyboard-alone booking needs a keyboard: a desktop journey.
        /visitor-books-with-the-keyboard-alone\.spec\.ts$/,
        /customer-adds-a-gift-card-to-their-account\.spec\.ts$/,
        /customer-books-the-remaining-sessions-of-a-programme-in-one-flow\.spec\.ts$/,
        /reception-checks-in-and-takes-a-terminal-payment-that-rewards-the-referrer\.spec\.ts$/,
        // Reads every sitemap page's HTML in every language: nothing in it depends on the screen (50 s).
        /search-engines-find-every-page\.spec\.ts$/,
        // Every page type in all eight languages, looking for message keys (issue 40): the words are the same on every screen.
        /no-page-shows-a-message-key-in-any-language\.spec\.ts$/,
        // Treatment photos are group-wide: one journey changes them, on the desktop.
        /manager-uploads-a-treatment-photo-and-the-site-shows-it\.spec\.ts$/,
        // The back office's proposal form is a desk screen; the customer's page is photographed at 390 px in it.
        /staff-propose-a-concierge-visit-and-the-customer-accepts-and-pays\.spec\.ts$/,
        // Desktop only (issue 12): two bookings in one journey; the visitor-country island is the same on every screen.
        /visitor-subscribes-to-the-newsletter-and-uses-the-coupon-at-checkout\.spec\.ts$/,
        /visitor-from-another-country-sees-a-suggestion\.spec\.ts$/,
        // Requests only, no screen: hundreds of hostile addresses once are enough.
        /hostile-addresses-never-get-a-server-error\.spec\.ts$/,
        // What the server answers, the same on every screen: fifty racing orders, an app's API sign-in, the cookies' flags.
        /fifty-customers-order-the-last-chair-at-once\.spec\.ts$/,
        /app-signs-in-by-code-through-the-api\.spec\.ts$/,
        /every-cookie-is-host-only-and-secure\.spec\.ts$/,
        /a-form-posted-from-another-site-changes-nothing\.spec\.ts$/,
        /five-guests-on-one-hotel-network-each-book-a-visit\.spec\.ts$/,
        /a-stranger-guessing-passwords-never-locks-the-owner-out\.spec\.ts$/,
        // The back office is a desk screen (decision 202): its journeys run on the desktop, where the customer's side
        // they check (a price, fewer times, a reply by mail) is the same component the phone journeys already use.
        // Staff signing in (staff-signs-in-to-the-back-office) still runs on the phone too.
        /admin-invites-a-receptionist-who-accepts-and-signs-in\.spec\.ts$/,
        /an-address-registered-before-its-invitation-gives-its-registrant-no-way-in\.spec\.ts$/,
        // The set-up link opens only on the machine the site runs on (decision 216): a desktop, never a phone.
        /owner-sets-up-a-fresh-install-from-the-printed-link\.spec\.ts$/,
        /reception-books-and-moves-visits-by-phone\.spec\.ts$/,
        /manager-raises-a-price-and-the-site-shows-it\.spec\.ts$/,
        /manager-closes-a-chair-and-the-site-offers-fewer-times\.spec\.ts$/,
        /staff-answer-a-contact-request-by-mail\.spec\.ts$/,
      ],
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
