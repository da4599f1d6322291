/**
 * Every code an AppError may carry (src/server/errors/app-error.ts): a closed list, shared with the browser because
 * the error catalogue beside it (what each code says and answers) is. Add a code here and to the catalogue.
 */
export const appErrorCodes = [
  "VALIDATION",
  "NOT_FOUND",
  "UNAUTHENTICATED",
  "TOKEN_EXPIRED",
  "FORBIDDEN",
  "RATE_LIMITED",
  "SESSION_REVOKED",
  "INVALID_CREDENTIALS",
  "INVALID_CODE",
  "RESET_LINK_EXPIRED",
  "EMAIL_TAKEN",
  "WRONG_PASSWORD",
  "INTERNAL",
  // hardening (issue 8): a body over the limit; the same row written twice at once
  "PAYLOAD_TOO_LARGE",
  "CONFLICT",
  // booking and checkout (issue 5)
  "BASKET_EMPTY",
  "PRODUCT_UNAVAILABLE",
  "ADD_ON_REQUIRED",
  "CLINIC_REQUIRED",
  "DATE_REQUIRED",
  "TIME_REQUIRED",
  "LEAD_TIME",
  "OUTSIDE_HOURS",
  "SLOT_TAKEN",
  "HOLD_EXPIRED",
  "CUSTOMER_CHOICE_REQUIRED",
  "TERMS_REQUIRED",
  "CREDIT_CHECK",
  "COUPON_INVALID",
  "COUPON_USED",
  "COUPON_EXPIRED",
  "GIFT_CARD_INVALID",
  "GIFT_CARD_EMPTY",
  "GIFT_CARD_LIMITED",
  // each clinic in its own money (issue 45, decision 268)
  "GIFT_CARD_CURRENCY",
  "CARD_INCOMPLETE",
  "CARD_INVALID",
  "CARD_EXPIRED",
  "PAYMENT_DECLINED",
  "PAYMENT_FAILED",
  // hardening (issue 8)
  "HOLD_LIMIT",
  // the account: programme sessions and changes (issue 9)
  "CHANGE_CLOSED",
  "SESSION_ALREADY_BOOKED",
  "SESSION_TIME_TAKEN",
  // public forms (issue 12)
  "BOT_CHECK",
  "BOT_CHECK_EXPIRED",
  // front desk and paying the rest (issues 9 and 10, decision 136)
  "PAYMENT_EXCEEDS_LEFT",
  "NOTHING_TO_PAY",
  // paying the rest of a booked order by card: refused, and the visit stays booked (issue 40, row 6)
  "REST_PAYMENT_DECLINED",
  "REST_PAYMENT_FAILED",
  "CHECK_IN_REFUSED",
  // staff booking from now on (issue 41): a start already past
  "START_PASSED",
  // visit proposals (issue 10, decision 147): expired, withdrawn or already answered
  "PROPOSAL_CLOSED",
  // the waitlist (issue 15, decision 183): too many entries; an offer that has ended
  "WAITLIST_LIMIT",
  "WAITLIST_OFFER_CLOSED",
  // the day close (issue 41, decision 235): a payment of a day a manager has closed
  "DAY_CLOSED",
  // limits on the right key (issue 39): a proof of work asked for before a flood guard refuses; unpaid visits per account
  "PROOF_REQUIRED",
  "UNPAID_LIMIT",
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];
