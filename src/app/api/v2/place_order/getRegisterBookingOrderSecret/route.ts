// SPEC 7: the same use case; the answer carries client_secret when the card is paid through Stripe.
export { POST } from "../placeRegisterBookingOrder/route";
