/**
 * Whether the visitor has made a cookie choice, known before the first paint (issue 14): the cookie banner is in
 * every page's HTML, so it paints with the page instead of after hydration (it was the pages' largest paint, seconds
 * late on a phone), and this inline script, run just before it, marks the document when the consent cookie is
 * there; globals.css then hides the banner until the island confirms the choice. Pages rendered per request trust
 * the script by its hash (src/config/content-security-policy.ts, a test pins it); prerendered pages allow inline
 * scripts anyway. Not server-only and free of path aliases: next.config.ts imports the policy, which imports this.
 */
export const COOKIE_CHOICE_ATTRIBUTE = "data-cookie-choice";

/**
 * The footer's "Cookie settings" is a plain link to this fragment, not an island: a click before the page's
 * islands have started only sets the fragment, and the banner opens its settings when it starts (as it does on
 * every later click, from `hashchange`), then takes the fragment off the address.
 */
export const COOKIE_SETTINGS_HASH = "#cookie-settings";

/** The consent cookie, with or without its production prefix (src/config/cookies.ts: `aurum_consent`). */
export const COOKIE_CHOICE_SCRIPT = `/(?:^|; )(?:__Host-)?aurum_consent=/.test(document.cookie)&&document.documentElement.setAttribute("${COOKIE_CHOICE_ATTRIBUTE}","")`;

/** The SHA-256 of COOKIE_CHOICE_SCRIPT, as a CSP source. */
export const COOKIE_CHOICE_SCRIPT_HASH = "'sha256-pXF8nclaw2wvmmY9SN+FdN0it6CpWZwA2FqE8g7h25g='";
