"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import { cancelBookingByPhone, moveBookingByPhone } from "@/server/bookings/change-booking-by-phone";
import { resendBookingConfirmation } from "@/server/bookings/resend-booking-confirmation";
import { resendBookingMail } from "@/server/reminders/booking-mail-log";
import { adjustCustomerCredit } from "@/server/customers/adjust-customer-credit";
import { createPhoneCustomer } from "@/server/customers/create-phone-customer";
import { issueCustomerCoupon } from "@/server/customers/issue-customer-coupon";
import { setMemberPrice } from "@/server/customers/set-member-price";
import { setBookingLimits } from "@/server/customers/set-booking-limits";
import { changeCustomerEmail } from "@/server/customers/change-customer-email";
import { fieldsOf } from "../_forms/fields-of";
import { formFields, staffAction } from "@/server/forms/action";
import { bookByPhone } from "@/server/orders/book-by-phone";
import { bookSessionByPhone } from "@/server/programmes/book-session-by-phone";

/**
 * The customer screen's actions, for reception and up (declared here); the use case checks the clinic,
 * writes the audit row and says NOT_FOUND for another clinic's customer or booking.
 */
const reception = staffAction({ role: "reception" });

const done = () => getTranslations({ locale: "en", namespace: "staff.customers.done" });

/** The profile shows the change at once (every area's address of it: the route pattern). */
function refreshProfile() {
  refreshPages("/[area]/[locale]/staff/customers/[customerId]", "page");
}

type ReceptionArgs = Parameters<Parameters<typeof reception<typeof formFields>>[1]>;

/** A change to the customer's profile: made with its words at hand, then the profile refreshed and the change said. */
const profileChange = (change: (...args: [...ReceptionArgs, Awaited<ReturnType<typeof done>>]) => Promise<string>) =>
  reception(formFields, async (input, ctx) => {
    const message = await change(input, ctx, await done());
    refreshProfile();
    return { status: "success", message };
  });

export const adjustCreditAction = profileChange(async (input, ctx, t) => {
  const result = await adjustCustomerCredit(ctx.actor, {
    ...fieldsOf(input, "customerId", "amount", "reason"),
    currency: input.currency,
    direction: input.direction,
  });
  return t("credit", { amount: formatMoney(result.afterCents, result.currency, "en") });
});

export const setMemberPriceAction = profileChange(async (input, ctx, t) => {
  const result = await setMemberPrice(ctx.actor, {
    ...fieldsOf(input, "customerId", "reason"),
    isFree: input.isFree,
  });
  return t(result.isFree ? "memberOn" : "memberOff");
});

export const setBookingLimitsAction = profileChange(async (input, ctx, t) => {
  const result = await setBookingLimits(ctx.actor, {
    ...fieldsOf(input, "customerId", "reason"),
    lifted: input.lifted,
  });
  return t(result.lifted ? "limitsLifted" : "limitsRestored");
});

export const issueCouponAction = profileChange(async (input, ctx, t) => {
  const issued = await issueCustomerCoupon(ctx.actor, {
    ...fieldsOf(input, "customerId", "reason"),
    kind: input.kind,
  });
  return t("coupon", { code: issued.code, percent: issued.percentOff });
});

export const resendConfirmationAction = reception(formFields, async (input, ctx) => {
  const t = await done();
  const sent = await resendBookingConfirmation(ctx.actor, { bookingId: input.bookingId ?? "" });
  return { status: "success", message: t("resent", { email: sent.to }) };
});

export const resendBookingMailAction = reception(formFields, async (input, ctx) => {
  const t = await done();
  const sent = await resendBookingMail(ctx.actor, { bookingId: input.bookingId ?? "", mailId: input.mailId ?? "" });
  refreshProfile();
  const purpose = await getTranslations({ locale: "en", namespace: "staff.customers.bookings.mails.purpose" });
  const known = ["confirmation", "moved", "cancelled", "reminder-two_days", "reminder-three_hours"].includes(
    sent.purpose,
  )
    ? sent.purpose
    : "other";
  return { status: "success", message: t("mailResent", { purpose: purpose(known), email: sent.to }) };
});

export const moveBookingAction = profileChange(async (input, ctx, t) => {
  await moveBookingByPhone(ctx.actor, fieldsOf(input, "bookingId", "day", "time", "reason"));
  return t("moved", { day: input.day ?? "", time: input.time ?? "" });
});

export const cancelBookingAction = profileChange(async (input, ctx, t) => {
  await cancelBookingByPhone(ctx.actor, { bookingId: input.bookingId ?? "", reason: input.reason ?? "" });
  return t("cancelled");
});

export const createCustomerAction = reception(formFields, async (input, ctx) => {
  const { customerId } = await createPhoneCustomer(ctx.actor, {
    ...fieldsOf(input, "clinicId", "title", "firstName", "lastName", "email", "mobile"),
    countryCode: input.countryCode,
    locale: input.mailLocale || "en",
  });
  redirect(pathFor(ctx.area, "en", `staff/customers/${customerId}/book`));
});

export const bookByPhoneAction = profileChange(async (input, ctx, t) => {
  const placed = await bookByPhone(ctx.actor, {
    ...fieldsOf(input, "customerId", "clinicId", "treatment", "day", "time"),
    quantity: input.quantity || "1",
    couponCode: input.couponCode,
  });
  return t("booked", {
    booking: placed.bookingNumber,
    order: placed.orderNumber,
    amount: formatMoney(placed.quote.leftToPayCents, placed.currency, "en"),
  });
});

export const bookSessionAction = reception(formFields, async (input, ctx) => {
  const applied = await bookSessionByPhone(ctx.actor, fieldsOf(input, "sessionId", "day", "time"));
  refreshProfile();
  // The booked session leaves the list, and its form with it: the confirmation is said by the page, above the
  // sessions still to book (a message in the form would be replaced by the next session's form).
  redirect(
    `${pathFor(ctx.area, "en", `staff/customers/${encodeURIComponent(input.customerId ?? "")}/book`)}?${new URLSearchParams({ sessionBooked: applied.bookingNumber })}#sessions`,
  );
});

export const changeEmailAction = profileChange(async (input, ctx, t) => {
  const result = await changeCustomerEmail(ctx.actor, fieldsOf(input, "customerId", "email", "reason"));
  return t("email", { email: result.email });
});
