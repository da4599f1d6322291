import { describe, expect, it } from "vitest";
import {
  checkoutReducer,
  creditCents,
  giftCardToApply,
  initialCheckout,
  missingChoices,
  type CheckoutAction,
  type CheckoutState,
} from "./checkout-state";

const visitor = () => initialCheckout({ signedIn: false, defaultCountryCode: "+44" });
const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

describe("checkout's state", () => {
  it("starts empty, by card, with the page's country code, merged only for a visitor", () => {
    const state = visitor();
    expect(state).toMatchObject({ account: null, terms: false, payment: "card", errors: {}, submitting: false });
    expect(state.customer.countryCode).toBe("+44");
    expect(state.merged).toBe(true);
    expect(initialCheckout({ signedIn: true, defaultCountryCode: "+1" }).merged).toBe(false);
  });

  it("clears the account's message when an account step is chosen, and keeps the others", () => {
    const refused = run(visitor(), {
      type: "refused",
      errors: { account: "Choose", terms: "Accept", form: "Check" },
      namesFields: true,
    });
    const next = run(refused, { type: "chooseAccount", account: "sign-in" });
    expect(next.account).toBe("sign-in");
    expect(next.errors).toEqual({ account: undefined, terms: "Accept", form: "Check" });
  });

  it("applies the coupon as typed, trimmed, and none for blank", () => {
    expect(run(visitor(), { type: "typeCoupon", coupon: "  WELCOME10 " }, { type: "applyCoupon" }).appliedCoupon).toBe(
      "WELCOME10",
    );
    expect(
      run(visitor(), { type: "typeCoupon", coupon: "   " }, { type: "applyCoupon" }).appliedCoupon,
    ).toBeUndefined();
  });

  it("stops sending a gift card the quote refused, keeps its message until a card is applied again", () => {
    const quote = {};
    const gift = { number: "ABCDABCDABCDABCD", code: "123456" };
    const refused = run(visitor(), { type: "applyGift", gift }, { type: "giftRefused", code: "GIFT_CARD_CODE", quote });
    expect(refused.appliedGift).toBeUndefined();
    expect(refused.giftRefusal).toEqual({ code: "GIFT_CARD_CODE", quote });
    const again = run(refused, { type: "applyGift", gift });
    expect(again.appliedGift).toEqual(gift);
    expect(again.giftRefusal).toEqual({ code: "", quote });
  });

  it("edits the card and the gift card a field at a time", () => {
    const state = run(
      visitor(),
      { type: "typeCard", card: { cardNumber: "4242" } },
      { type: "typeCard", card: { cardCvc: "123" } },
      { type: "typeGift", gift: { code: "ab" } },
    );
    expect(state.card).toEqual({ cardNumber: "4242", cardExpiry: "", cardCvc: "123", cardName: "" });
    expect(state.gift).toEqual({ number: "", code: "ab" });
  });

  it("counts each refusal, says whether it names its fields, and renews the bot check only when asked", () => {
    const once = run(visitor(), { type: "refused", errors: { form: "a" }, namesFields: true, freshBotCheck: true });
    expect(once.refusal).toEqual({ count: 1, fields: true });
    expect(once.botCheckKey).toBe(1);
    const twice = run(once, { type: "refused", errors: { form: "b" }, namesFields: false });
    expect(twice.refusal).toEqual({ count: 2, fields: false });
    expect(twice.botCheckKey).toBe(1);
    expect(twice.errors).toEqual({ form: "b" });
  });

  it("offers the call-back after the 24-hour refusal until another refusal of the order says otherwise", () => {
    const late = run(visitor(), { type: "refused", errors: { form: "late" }, namesFields: false, leadTime: true });
    expect(late.leadTimeRefused).toBe(true);
    // A refusal of the new customer's form says nothing about the lead time: it stays.
    expect(run(late, { type: "refused", errors: { form: "x" }, namesFields: true }).leadTimeRefused).toBe(true);
    expect(
      run(late, { type: "refused", errors: { form: "y" }, namesFields: false, leadTime: false }).leadTimeRefused,
    ).toBe(false);
  });

  it("clears the messages when an order is sent, unless told to keep them; a failure leaves only its message", () => {
    const refused = run(visitor(), { type: "refused", errors: { terms: "Accept", form: "Check" }, namesFields: true });
    expect(run(refused, { type: "submitStarted" })).toMatchObject({ submitting: true, errors: refused.errors });
    expect(run(refused, { type: "submitStarted", clearErrors: true })).toMatchObject({ submitting: true, errors: {} });
    const failed = run(
      refused,
      { type: "submitStarted" },
      { type: "submitEnded" },
      { type: "failed", message: "Oops" },
    );
    expect(failed).toMatchObject({ submitting: false, errors: { form: "Oops" }, refusal: refused.refusal });
    expect(run(refused, { type: "formMessage", message: "Card?" }).errors).toEqual({ terms: "Accept", form: "Card?" });
  });

  it("waits for the merge again when the customer signs in on the mounted page (decision 061)", () => {
    const state = visitor();
    expect(checkoutReducer(state, { type: "sessionChanged", signedIn: false })).toBe(state);
    const signedIn = checkoutReducer(state, { type: "sessionChanged", signedIn: true });
    expect(signedIn).toMatchObject({ merged: false, mergedFor: true });
    expect(checkoutReducer(signedIn, { type: "merged" }).merged).toBe(true);
  });
});

describe("what checkout asks for before sending", () => {
  const ready = {
    account: "sign-in" as const,
    terms: true,
    payment: "card" as const,
    card: { cardNumber: "4242 4242 4242 4242", cardExpiry: "12/30", cardCvc: "123", cardName: "" },
  };
  const sandbox = { signedIn: false, paymentMode: "sandbox" as const, payNowCents: 1000 };

  it("nothing once the account, the terms and the whole card are given", () => {
    expect(missingChoices(ready, sandbox)).toEqual([]);
  });

  it("the account (a visitor only), the terms and the card, in the page's order", () => {
    const empty = { ...ready, account: null, terms: false, card: { ...ready.card, cardCvc: " " } };
    expect(missingChoices(empty, sandbox)).toEqual(["account", "terms", "card"]);
    expect(missingChoices(empty, { ...sandbox, signedIn: true })).toEqual(["terms", "card"]);
  });

  it("no card when paying in the clinic, with Stripe, or when nothing is paid now", () => {
    const noCard = { ...ready, card: { ...ready.card, cardNumber: "" } };
    expect(missingChoices({ ...noCard, payment: "clinic" }, sandbox)).toEqual([]);
    expect(missingChoices(noCard, { ...sandbox, paymentMode: "stripe" })).toEqual([]);
    expect(missingChoices(noCard, { ...sandbox, payNowCents: 0 })).toEqual([]);
    expect(missingChoices(noCard, sandbox)).toEqual(["card"]);
  });
});

describe("a gift card as sent", () => {
  it("drops spaces and dashes and upper-cases the number, trims the code", () => {
    expect(giftCardToApply({ number: "abcd-efgh 1234 5678", code: " x1y2z3 " })).toEqual({
      number: "ABCDEFGH12345678",
      code: "x1y2z3",
    });
  });

  it("says which part is in the wrong shape, the number first", () => {
    expect(giftCardToApply({ number: "ABCD", code: "1" })).toBe("numberFormat");
    expect(giftCardToApply({ number: "ABCDEFGH12345678", code: "12345" })).toBe("codeFormat");
  });
});

describe("credit typed", () => {
  it("reads a comma or a point as the decimal mark, and anything else as none", () => {
    expect(creditCents("12,50")).toBe(1250);
    expect(creditCents("12.5")).toBe(1250);
    expect(creditCents("")).toBe(0);
    expect(creditCents("ten")).toBe(0);
  });
});
