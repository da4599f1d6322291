import type { AppErrorCode } from "./error-codes";

export interface ErrorEntry {
  /** Key in the `errors.app` message namespace. */
  messageKey: string;
  /**
   * The HTTP status of an API answer (decision 151): 200 for everything a client must read, its envelope code
   * says what happened; only our own fault (INTERNAL) is a 5xx, still with the envelope.
   */
  httpStatus: 200 | 500;
  /** The `code` of the original site's API envelope ({ code, msg, data }); 2000 is success. */
  apiCode: number;
}

/** Every expected failure: its message, its HTTP status, its API code. One place; the API reference (/api/docs) prints it. */
export const errorCatalogue: Record<AppErrorCode, ErrorEntry> = {
  VALIDATION: { messageKey: "validation", httpStatus: 200, apiCode: 4220 },
  NOT_FOUND: { messageKey: "notFound", httpStatus: 200, apiCode: 4040 },
  UNAUTHENTICATED: { messageKey: "unauthenticated", httpStatus: 200, apiCode: 1005 },
  TOKEN_EXPIRED: { messageKey: "tokenExpired", httpStatus: 200, apiCode: 1004 },
  FORBIDDEN: { messageKey: "forbidden", httpStatus: 200, apiCode: 4030 },
  RATE_LIMITED: { messageKey: "rateLimited", httpStatus: 200, apiCode: 4290 },
  SESSION_REVOKED: { messageKey: "sessionRevoked", httpStatus: 200, apiCode: 10014 },
  INVALID_CREDENTIALS: { messageKey: "invalidCredentials", httpStatus: 200, apiCode: 4011 },
  INVALID_CODE: { messageKey: "invalidCode", httpStatus: 200, apiCode: 4012 },
  RESET_LINK_EXPIRED: { messageKey: "resetLinkExpired", httpStatus: 200, apiCode: 4101 },
  EMAIL_TAKEN: { messageKey: "emailTaken", httpStatus: 200, apiCode: 4091 },
  WRONG_PASSWORD: { messageKey: "wrongPassword", httpStatus: 200, apiCode: 4013 },
  INTERNAL: { messageKey: "internal", httpStatus: 500, apiCode: 5000 },
  PAYLOAD_TOO_LARGE: { messageKey: "payloadTooLarge", httpStatus: 200, apiCode: 4130 },
  CONFLICT: { messageKey: "conflict", httpStatus: 200, apiCode: 4090 },
  BASKET_EMPTY: { messageKey: "basketEmpty", httpStatus: 200, apiCode: 5101 },
  PRODUCT_UNAVAILABLE: { messageKey: "productUnavailable", httpStatus: 200, apiCode: 5102 },
  ADD_ON_REQUIRED: { messageKey: "addOnRequired", httpStatus: 200, apiCode: 5103 },
  CLINIC_REQUIRED: { messageKey: "clinicRequired", httpStatus: 200, apiCode: 5104 },
  DATE_REQUIRED: { messageKey: "dateRequired", httpStatus: 200, apiCode: 5105 },
  TIME_REQUIRED: { messageKey: "timeRequired", httpStatus: 200, apiCode: 5106 },
  LEAD_TIME: { messageKey: "leadTime", httpStatus: 200, apiCode: 5107 },
  OUTSIDE_HOURS: { messageKey: "outsideHours", httpStatus: 200, apiCode: 5108 },
  SLOT_TAKEN: { messageKey: "slotTaken", httpStatus: 200, apiCode: 5109 },
  HOLD_EXPIRED: { messageKey: "holdExpired", httpStatus: 200, apiCode: 5110 },
  CUSTOMER_CHOICE_REQUIRED: { messageKey: "customerChoiceRequired", httpStatus: 200, apiCode: 5111 },
  TERMS_REQUIRED: { messageKey: "termsRequired", httpStatus: 200, apiCode: 5112 },
  CREDIT_CHECK: { messageKey: "creditCheck", httpStatus: 200, apiCode: 5113 },
  COUPON_INVALID: { messageKey: "couponInvalid", httpStatus: 200, apiCode: 5114 },
  COUPON_USED: { messageKey: "couponUsed", httpStatus: 200, apiCode: 5115 },
  COUPON_EXPIRED: { messageKey: "couponExpired", httpStatus: 200, apiCode: 5116 },
  GIFT_CARD_INVALID: { messageKey: "giftCardInvalid", httpStatus: 200, apiCode: 5117 },
  GIFT_CARD_EMPTY: { messageKey: "giftCardEmpty", httpStatus: 200, apiCode: 5118 },
  GIFT_CARD_LIMITED: { messageKey: "giftCardLimited", httpStatus: 200, apiCode: 4291 },
  GIFT_CARD_CURRENCY: { messageKey: "giftCardCurrency", httpStatus: 200, apiCode: 5141 },
  CARD_INCOMPLETE: { messageKey: "cardIncomplete", httpStatus: 200, apiCode: 5119 },
  CARD_INVALID: { messageKey: "cardInvalid", httpStatus: 200, apiCode: 5120 },
  CARD_EXPIRED: { messageKey: "cardExpired", httpStatus: 200, apiCode: 5121 },
  PAYMENT_DECLINED: { messageKey: "paymentDeclined", httpStatus: 200, apiCode: 5122 },
  PAYMENT_FAILED: { messageKey: "paymentFailed", httpStatus: 200, apiCode: 5123 },
  HOLD_LIMIT: { messageKey: "holdLimit", httpStatus: 200, apiCode: 5124 },
  CHANGE_CLOSED: { messageKey: "changeClosed", httpStatus: 200, apiCode: 5125 },
  SESSION_ALREADY_BOOKED: { messageKey: "sessionAlreadyBooked", httpStatus: 200, apiCode: 5126 },
  BOT_CHECK: { messageKey: "botCheck", httpStatus: 200, apiCode: 5201 },
  BOT_CHECK_EXPIRED: { messageKey: "botCheckExpired", httpStatus: 200, apiCode: 5202 },
  SESSION_TIME_TAKEN: { messageKey: "sessionTimeTaken", httpStatus: 200, apiCode: 5127 },
  PAYMENT_EXCEEDS_LEFT: { messageKey: "paymentExceedsLeft", httpStatus: 200, apiCode: 5129 },
  NOTHING_TO_PAY: { messageKey: "nothingToPay", httpStatus: 200, apiCode: 5128 },
  REST_PAYMENT_DECLINED: { messageKey: "restPaymentDeclined", httpStatus: 200, apiCode: 5130 },
  REST_PAYMENT_FAILED: { messageKey: "restPaymentFailed", httpStatus: 200, apiCode: 5131 },
  CHECK_IN_REFUSED: { messageKey: "checkInRefused", httpStatus: 200, apiCode: 5301 },
  START_PASSED: { messageKey: "startPassed", httpStatus: 200, apiCode: 5132 },
  PROPOSAL_CLOSED: { messageKey: "proposalClosed", httpStatus: 200, apiCode: 5401 },
  WAITLIST_LIMIT: { messageKey: "waitlistLimit", httpStatus: 200, apiCode: 5501 },
  WAITLIST_OFFER_CLOSED: { messageKey: "waitlistOfferClosed", httpStatus: 200, apiCode: 5502 },
  DAY_CLOSED: { messageKey: "dayClosed", httpStatus: 200, apiCode: 5601 },
  PROOF_REQUIRED: { messageKey: "proofRequired", httpStatus: 200, apiCode: 5210 },
  UNPAID_LIMIT: { messageKey: "unpaidLimit", httpStatus: 200, apiCode: 5140 },
};
