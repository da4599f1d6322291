/**
 * The query names and the pages the hostile-addresses journey probes with hostile values (a NUL, a bad escape, the
 * year 10000, 4,000 characters, a name repeated). `tests/unit/hostile-queries-cover-every-page.test.ts` reads every
 * page's source and fails when a page reads a name that is not listed here, or a page without a dynamic segment
 * reads its query and is not listed: a new query parameter cannot go unprobed (`?item=%00` on the spa request page
 * answered 500 while this list was kept by hand).
 */

/** Every name a page reads from its query. */
export const QUERY_NAMES = [
  "next",
  "token",
  "q",
  "clinic",
  "number",
  "locale",
  "date",
  "day",
  "week",
  "month",
  "page",
  "ref",
  "welcome",
  "saved",
  "removed",
  "cleared",
  "status",
  "kind",
  "action",
  "actor",
  "entity",
  "from",
  "to",
  "customer",
  "booking",
  "id",
  "item",
  "option",
  "treatment",
  "view",
  "signed",
  "result",
  "request",
  "redirect_status",
  "mode",
  "reset",
  "expired",
  "deleted",
  "signedout",
];

/** Every page without a dynamic segment that reads its query (pages with one are probed with hostile segments). */
export const QUERY_PAGES = [
  "/us/en/login",
  "/us/en/register",
  "/us/en/reset-password",
  "/us/en/proposal",
  "/us/en/newsletter/confirm",
  "/us/en/newsletter/unsubscribe",
  "/us/en/spa-request",
  "/us/en/intuisse_facial_60",
  "/us/en/book-online/basket",
  "/us/en/book-online/checkout",
  "/us/en/book-online/success",
  "/us/en/account/settings",
  "/us/en/account/health",
  "/us/en/staff/audit",
  "/us/en/staff/customers",
  "/us/en/staff/enrol",
  "/us/en/staff/schedule",
  "/us/en/staff/requests",
  "/us/en/staff/verify",
  "/us/en/staff/invitation",
  "/us/en/staff/setup",
  "/us/en/staff/gift-cards",
  "/us/en/staff/catalogue",
  "/dev/mailbox",
];
