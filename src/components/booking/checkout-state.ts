/**
 * Checkout's state and what changes it: a pure reducer, so each step (a refusal, a gift card the quote refused, the
 * merge after signing in) can be told and tested on its own. Messages arrive translated; the view translates.
 */
import type { AccountChoice } from "./checkout-account-step";
import { emptyNewCustomer, type NewCustomerValues } from "./checkout-new-customer";
import { isCardIncomplete } from "./sandbox-card";

/** Checkout's own messages, and the new customer's fields by name (firstName, password, …) from the server. */
export type CheckoutErrors = Partial<Record<"account" | "terms" | "card" | "form" | "notice", string>> &
  Record<string, string | undefined>;

export interface GiftCard {
  number: string;
  code: string;
}

export interface CardFields {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
}

/** Stripe mode: the placed order's PaymentIntent, paid in Stripe's Payment Element. */
export interface PaymentIntent {
  clientSecret: string;
  publishableKey: string;
  bookingNumber: string;
}

export interface CheckoutState {
  account: AccountChoice;
  coupon: string;
  appliedCoupon: string | undefined;
  gift: GiftCard;
  appliedGift: GiftCard | undefined;
  /**
   * A gift card the quote refused, with the quote that refused it: it is not sent again with the next quote (each
   * would count as one more wrong code against the card's limit, decision 070); its message stays until the visitor
   * applies a card again.
   */
  giftRefusal: { code: string; quote: unknown } | null;
  credit: string;
  terms: boolean;
  payment: "card" | "clinic";
  card: CardFields;
  errors: CheckoutErrors;
  customer: NewCustomerValues;
  /** Renews the ALTCHA widget after the server has seen its solution. */
  botCheckKey: number;
  /** Refusals so far (each moves the focus to the first field in error), and whether the last names its fields. */
  refusal: { count: number; fields: boolean };
  /** The 24-hour refusal (docs/product/api.md) offers the call-back form (issue 12). */
  leadTimeRefused: boolean;
  submitting: boolean;
  intent: PaymentIntent | null;
  /**
   * Once signed in, the server's basket is the truth: the summary is quoted only once the browser's basket is merged
   * into it. `mergedFor` is the session `merged` was judged for: signing in inline comes back to this same mounted
   * view, and the summary must not keep a visitor's price (decision 061).
   */
  merged: boolean;
  mergedFor: boolean;
}

export type CheckoutAction =
  | { type: "chooseAccount"; account: AccountChoice }
  | { type: "typeCoupon"; coupon: string }
  | { type: "applyCoupon" }
  | { type: "typeGift"; gift: Partial<GiftCard> }
  /** The gift card typed, checked by `giftCardToApply`, applied (a refusal's message is cleared). */
  | { type: "applyGift"; gift: GiftCard }
  /** The quote refused the applied gift card (not GIFT_CARD_EMPTY): it is no longer sent. */
  | { type: "giftRefused"; code: string; quote: unknown }
  | { type: "typeCredit"; credit: string }
  | { type: "acceptTerms"; accepted: boolean }
  | { type: "choosePayment"; payment: "card" | "clinic" }
  | { type: "typeCard"; card: Partial<CardFields> }
  | { type: "typeCustomer"; customer: NewCustomerValues }
  /** A message on the form (a gift card typed in the wrong shape), the other messages kept. */
  | { type: "formMessage"; message: string }
  | { type: "submitStarted"; clearErrors?: boolean }
  | { type: "submitEnded" }
  /** The submit failed before anything was judged (the server could not be reached): its message, no focus move. */
  | { type: "failed"; message: string }
  /**
   * The order was refused: its messages, and whether the summary names the fields in error. `leadTime` says whether
   * it was the 24-hour refusal (left as it was when not given); `freshBotCheck` renews the ALTCHA widget.
   */
  | { type: "refused"; errors: CheckoutErrors; namesFields: boolean; leadTime?: boolean; freshBotCheck?: boolean }
  | { type: "paymentIntent"; intent: PaymentIntent }
  | { type: "sessionChanged"; signedIn: boolean }
  | { type: "merged" };

export function initialCheckout({
  signedIn,
  defaultCountryCode,
}: {
  signedIn: boolean;
  defaultCountryCode: string;
}): CheckoutState {
  return {
    account: null,
    coupon: "",
    appliedCoupon: undefined,
    gift: { number: "", code: "" },
    appliedGift: undefined,
    giftRefusal: null,
    credit: "",
    terms: false,
    payment: "card",
    card: { cardNumber: "", cardExpiry: "", cardCvc: "", cardName: "" },
    errors: {},
    customer: emptyNewCustomer(defaultCountryCode),
    botCheckKey: 0,
    refusal: { count: 0, fields: false },
    leadTimeRefused: false,
    submitting: false,
    intent: null,
    merged: !signedIn,
    mergedFor: signedIn,
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "chooseAccount":
      return { ...state, account: action.account, errors: { ...state.errors, account: undefined } };
    case "typeCoupon":
      return { ...state, coupon: action.coupon };
    case "applyCoupon":
      return { ...state, appliedCoupon: state.coupon.trim() || undefined };
    case "typeGift":
      return { ...state, gift: { ...state.gift, ...action.gift } };
    case "applyGift":
      return {
        ...state,
        giftRefusal: state.giftRefusal ? { ...state.giftRefusal, code: "" } : null,
        appliedGift: action.gift,
      };
    case "giftRefused":
      return { ...state, giftRefusal: { code: action.code, quote: action.quote }, appliedGift: undefined };
    case "typeCredit":
      return { ...state, credit: action.credit };
    case "acceptTerms":
      return { ...state, terms: action.accepted };
    case "choosePayment":
      return { ...state, payment: action.payment };
    case "typeCard":
      return { ...state, card: { ...state.card, ...action.card } };
    case "typeCustomer":
      return { ...state, customer: action.customer };
    case "formMessage":
      return { ...state, errors: { ...state.errors, form: action.message } };
    case "submitStarted":
      return { ...state, submitting: true, ...(action.clearErrors ? { errors: {} } : {}) };
    case "submitEnded":
      return { ...state, submitting: false };
    case "failed":
      return { ...state, errors: { form: action.message } };
    case "refused":
      return {
        ...state,
        errors: action.errors,
        refusal: { count: state.refusal.count + 1, fields: action.namesFields },
        leadTimeRefused: action.leadTime ?? state.leadTimeRefused,
        botCheckKey: action.freshBotCheck ? state.botCheckKey + 1 : state.botCheckKey,
      };
    case "paymentIntent":
      return { ...state, intent: action.intent };
    case "sessionChanged":
      return state.mergedFor === action.signedIn
        ? state
        : { ...state, mergedFor: action.signedIn, merged: !action.signedIn };
    case "merged":
      return { ...state, merged: true };
  }
}

/** The credit the customer typed ("12,50" or "12.50"), in cents; 0 for anything else. */
export const creditCents = (credit: string) => Math.round(Number(credit.replace(",", ".")) * 100) || 0;

/** The gift card typed, as it is sent (16 letters or digits, spaces and dashes dropped; a 6-character code), or what is wrong. */
export function giftCardToApply(gift: GiftCard): GiftCard | "numberFormat" | "codeFormat" {
  const number = gift.number.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(number)) return "numberFormat";
  if (!/^[A-Za-z0-9]{6}$/.test(gift.code.trim())) return "codeFormat";
  return { number, code: gift.code.trim() };
}

/** What checkout asks for before it sends anything: an account choice, the terms, a whole card (sandbox card payments). */
export function missingChoices(
  state: Pick<CheckoutState, "account" | "terms" | "payment" | "card">,
  { signedIn, paymentMode, payNowCents }: { signedIn: boolean; paymentMode: "sandbox" | "stripe"; payNowCents: number },
): ("account" | "terms" | "card")[] {
  const missing: ("account" | "terms" | "card")[] = [];
  if (!signedIn && !state.account) missing.push("account");
  if (!state.terms) missing.push("terms");
  if (state.payment === "card" && paymentMode === "sandbox" && payNowCents > 0 && isCardIncomplete(state.card))
    missing.push("card");
  return missing;
}
