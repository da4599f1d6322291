/**
 * Every API route under src/app/api with a valid seed payload the fuzzer mutates. `customer` routes get
 * the fuzz customer's access token. Shared by the in-process run (vitest) and the production run.
 */
import type { Seed } from "./bad-payloads";

export interface ApiTarget {
  path: string;
  method: "GET" | "POST";
  customer: boolean;
  /** Answers the original API's envelope { code, msg, data } (two routes answer other shapes). */
  envelope: boolean;
  seed: Seed;
}

export interface SeedContext {
  clinics: { london: number; capeTown: number; newYork: number };
  /** A bookable start (40 days ahead, 10:00 in London) as an ISO instant, and its month and day. */
  startsAt: string;
  month: string;
  day: string;
  holderKey: string;
  email: string;
}

const card = { cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123" };

export function apiTargets(c: SeedContext): ApiTarget[] {
  const order = {
    clinicId: c.clinics.london,
    startsAt: c.startsAt,
    lines: [{ code: "JLIV", optionCode: null, quantity: 1 }],
    paymentMethod: "clinic",
    acceptTerms: true,
    holderKey: c.holderKey,
    locale: "en",
    couponCode: "",
  };
  return [
    { path: "/api/loginCodeSendEmail", method: "POST", customer: false, envelope: true, seed: { email: c.email } },
    {
      path: "/api/loginByVerifyCode",
      method: "POST",
      customer: false,
      envelope: true,
      seed: { email: c.email, code: "123456", remember: "1" },
    },
    { path: "/api/altcha", method: "GET", customer: false, envelope: false, seed: { form: "contact" } },
    {
      path: "/api/call_back",
      method: "POST",
      customer: false,
      envelope: true,
      seed: {
        fullName: "Ada Lovelace",
        email: c.email,
        phoneCountry: "GB",
        phone: "7700 900123",
        altcha: "",
        website: "",
      },
    },
    {
      path: "/api/call_back_for_wkd_booking",
      method: "POST",
      customer: false,
      envelope: true,
      seed: {
        fullName: "Ada Lovelace",
        email: c.email,
        phoneCountry: "GB",
        phone: "7700 900123",
        clinic: "london",
        bookingDate: c.day,
        requestTime: "10:00",
        altcha: "",
        website: "",
      },
    },
    { path: "/api/get_ip_country", method: "POST", customer: false, envelope: true, seed: {} },
    { path: "/api/getCountryInfo", method: "POST", customer: false, envelope: true, seed: { country: "gb" } },
    { path: "/api/v2/store_list", method: "POST", customer: false, envelope: true, seed: {} },
    {
      path: "/api/v2/my_center/get_bookable_seat_map",
      method: "POST",
      customer: false,
      envelope: true,
      seed: { store_id: c.clinics.london, month: c.month, duration: 60 },
    },
    {
      path: "/api/v2/my_center/get_next_free_time",
      method: "POST",
      customer: false,
      envelope: true,
      seed: { area: "uk", goods_code: "AFI" },
    },
    {
      path: "/api/v2/my_center/get_bookable_seat",
      method: "POST",
      customer: false,
      envelope: true,
      seed: { store_id: c.clinics.capeTown, date: c.day, duration: 90 },
    },
    { path: "/api/v2/my_center/user_info", method: "POST", customer: true, envelope: true, seed: {} },
    {
      path: "/api/v2/my_center/check_cart_list",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { store_id: c.clinics.london },
    },
    {
      path: "/api/v2/my_center/merge_cart",
      method: "POST",
      customer: true,
      envelope: true,
      seed: {
        store_id: c.clinics.newYork,
        area: "us",
        cart_data: JSON.stringify([{ goods_code: "AFI", option_code: null, bookNumber: 1 }]),
      },
    },
    {
      path: "/api/v2/my_center/operate_cart",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { store_id: c.clinics.london, goods_code: "AFI", option_code: "", bookNumber: 2 },
    },
    {
      path: "/api/v2/my_center/delete_cart",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { store_id: c.clinics.london, goods_code: "AFI" },
    },
    { path: "/api/v2/my_center/credit_balance", method: "POST", customer: true, envelope: true, seed: {} },
    { path: "/api/v2/my_center/programme_list", method: "POST", customer: true, envelope: true, seed: {} },
    {
      path: "/api/v2/my_center/apply_session_time",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { session_id: "00000000-0000-4000-8000-000000000000", starts_at: c.startsAt, hold_id: "" },
    },
    {
      path: "/api/v2/my_center/propose_session_times",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { programme_id: "00000000-0000-4000-8000-000000000000", first_starts_at: c.startsAt, rhythm: "weekly" },
    },
    {
      path: "/api/v2/my_center/apply_session_times",
      method: "POST",
      customer: true,
      envelope: true,
      seed: {
        programme_id: "00000000-0000-4000-8000-000000000000",
        times: JSON.stringify([{ session_id: "00000000-0000-4000-8000-000000000001", starts_at: c.startsAt }]),
      },
    },
    {
      path: "/api/v2/my_center/modify_booking",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { booking_id: "00000000-0000-4000-8000-000000000000", starts_at: c.startsAt, hold_id: "" },
    },
    {
      path: "/api/v2/my_center/cancel_booking",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { booking_id: "00000000-0000-4000-8000-000000000000" },
    },
    {
      path: "/api/v2/my_center/pay_order_rest",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { order_id: "00000000-0000-4000-8000-000000000000", ...card },
    },
    { path: "/api/v2/my_center/export_data", method: "GET", customer: true, envelope: false, seed: {} },
    {
      path: "/api/v2/my_center/join_waitlist",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { clinicId: c.clinics.london, day: c.day, window: "afternoon", lines: order.lines },
    },
    { path: "/api/v2/my_center/waitlist_list", method: "POST", customer: true, envelope: true, seed: {} },
    {
      path: "/api/v2/my_center/leave_waitlist",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { entry_id: "00000000-0000-4000-8000-000000000000" },
    },
    {
      path: "/api/v2/my_center/accept_waitlist_offer",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { entry_id: "00000000-0000-4000-8000-000000000000" },
    },
    {
      path: "/api/v2/my_center/booking_ics",
      method: "GET",
      customer: true,
      envelope: false,
      seed: { id: "00000000-0000-4000-8000-000000000000" },
    },
    {
      path: "/api/v2/my_center/consent_pdf",
      method: "GET",
      customer: true,
      envelope: false,
      seed: { id: "00000000-0000-4000-8000-000000000000" },
    },
    {
      path: "/api/v2/my_center/sign_consent",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { bookingId: "00000000-0000-4000-8000-000000000000", kind: "iv", signedName: "Ada Lovelace", read: "1" },
    },
    {
      path: "/api/v2/place_order/quote",
      method: "POST",
      customer: true,
      envelope: true,
      seed: {
        lines: order.lines,
        clinicId: c.clinics.london,
        startsAt: c.startsAt,
        couponCode: "WELCOME",
        giftCard: { number: "ABCDEFGHJKLMNPQR", code: "ABC123" },
        creditCents: 0,
        paymentMethod: "card",
      },
    },
    {
      path: "/api/v2/place_order/hold",
      method: "POST",
      customer: false,
      envelope: true,
      seed: { clinicId: c.clinics.capeTown, startsAt: c.startsAt, durationMinutes: 60, holderKey: c.holderKey },
    },
    {
      path: "/api/v2/place_order/placeRegisterBookingOrder",
      method: "POST",
      customer: true,
      envelope: true,
      seed: order,
    },
    {
      path: "/api/v2/place_order/getRegisterBookingOrderSecret",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { order_number: "AC-ZZZZZZZZ" },
    },
    {
      path: "/api/v2/place_order/payRegisterBookingOrder",
      method: "POST",
      customer: true,
      envelope: true,
      seed: { order_number: "AC-ZZZZZZZZ", client_secret: "sbx_secret_x", ...card },
    },
    {
      path: "/api/v2/gift_card/buy",
      method: "POST",
      customer: true,
      envelope: true,
      seed: {
        amountCents: 100_00,
        recipientName: "Grace Hopper",
        recipientEmail: "grace@example.com",
        message: "Enjoy",
        locale: "en",
        ...card,
      },
    },
    {
      path: "/api/v2/visit_proposal/accept",
      method: "POST",
      customer: false,
      envelope: true,
      seed: { token: "00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...card },
    },
    {
      path: "/api/v2/visit_proposal/decline",
      method: "POST",
      customer: false,
      envelope: true,
      seed: {
        token: "00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        reason: "Plans changed.",
      },
    },
    { path: "/api/openapi.json", method: "GET", customer: false, envelope: false, seed: {} },
    { path: "/api/docs", method: "GET", customer: false, envelope: false, seed: {} },
    {
      path: "/api/v2/payments/stripe_webhook",
      method: "POST",
      customer: false,
      envelope: false,
      seed: { id: "evt_1", type: "payment_intent.succeeded", data: { object: { id: "pi_1" } } },
    },
  ];
}
