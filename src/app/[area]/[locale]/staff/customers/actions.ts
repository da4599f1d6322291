"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/shared/forms/form-state";
import { brand } from "@/config/site";
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
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import { bookByPhone } from "@/server/orders/book-by-phone";
import { bookSessionByPhone } from "@/server/programmes/book-session-by-phone";
import type { StaffActor } from "@/server/staff/actor";
import { withStaff } from "@/server/staff/current-staff";

/**
 * The customer screen's actions. Each declares its role here (withStaff); the use case checks the clinic,
 * writes the audit row and says NOT_FOUND for another clinic's customer or booking.
 */
type Handler = (
  actor: StaffActor,
  c: ActionContext,
  t: Awaited<ReturnType<typeof staffText>>,
) => Promise<FormState | void>;

const staffText = () => getTranslations({ locale: "en", namespace: "staff.customers.done" });

function staffAction(handler: Handler) {
  const guarded = withStaff(async (actor: StaffActor, c: ActionContext) => handler(actor, c, await staffText()), {
    role: "reception",
  });
  return (data: FormData) => runFormAction(data, (c) => guarded(c), { fieldMessages: "staff" });
}

/** The profile shows the change at once (every area's address of it: the route pattern). */
function refreshProfile() {
  refreshPages("/[area]/[locale]/staff/customers/[customerId]", "page");
}

const adjustCredit = staffAction(async (actor, c, t) => {
  const result = await adjustCustomerCredit(actor, {
    customerId: c.input.customerId ?? "",
    direction: c.input.direction as never,
    amount: c.input.amount ?? "",
    reason: c.input.reason ?? "",
  });
  refreshProfile();
  return { status: "success", message: t("credit", { amount: formatMoney(result.afterCents, brand.currency, "en") }) };
});
export async function adjustCreditAction(_: FormState, data: FormData): Promise<FormState> {
  return adjustCredit(data);
}

const memberPrice = staffAction(async (actor, c, t) => {
  const result = await setMemberPrice(actor, {
    customerId: c.input.customerId ?? "",
    isFree: c.input.isFree as never,
    reason: c.input.reason ?? "",
  });
  refreshProfile();
  return { status: "success", message: t(result.isFree ? "memberOn" : "memberOff") };
});
export async function setMemberPriceAction(_: FormState, data: FormData): Promise<FormState> {
  return memberPrice(data);
}

const bookingLimits = staffAction(async (actor, c, t) => {
  const result = await setBookingLimits(actor, {
    customerId: c.input.customerId ?? "",
    lifted: c.input.lifted as never,
    reason: c.input.reason ?? "",
  });
  refreshProfile();
  return { status: "success", message: t(result.lifted ? "limitsLifted" : "limitsRestored") };
});
export async function setBookingLimitsAction(_: FormState, data: FormData): Promise<FormState> {
  return bookingLimits(data);
}

const coupon = staffAction(async (actor, c, t) => {
  const issued = await issueCustomerCoupon(actor, {
    customerId: c.input.customerId ?? "",
    kind: c.input.kind as never,
    reason: c.input.reason ?? "",
  });
  refreshProfile();
  return { status: "success", message: t("coupon", { code: issued.code, percent: issued.percentOff }) };
});
export async function issueCouponAction(_: FormState, data: FormData): Promise<FormState> {
  return coupon(data);
}

const resend = staffAction(async (actor, c, t) => {
  const sent = await resendBookingConfirmation(actor, { bookingId: c.input.bookingId ?? "" });
  return { status: "success", message: t("resent", { email: sent.to }) };
});
export async function resendConfirmationAction(_: FormState, data: FormData): Promise<FormState> {
  return resend(data);
}

const resendMail = staffAction(async (actor, c, t) => {
  const sent = await resendBookingMail(actor, { bookingId: c.input.bookingId ?? "", mailId: c.input.mailId ?? "" });
  refreshProfile();
  const purpose = await getTranslations({ locale: "en", namespace: "staff.customers.bookings.mails.purpose" });
  const known = ["confirmation", "moved", "cancelled", "reminder-two_days", "reminder-three_hours"].includes(
    sent.purpose,
  )
    ? sent.purpose
    : "other";
  return { status: "success", message: t("mailResent", { purpose: purpose(known as never), email: sent.to }) };
});
export async function resendBookingMailAction(_: FormState, data: FormData): Promise<FormState> {
  return resendMail(data);
}

const move = staffAction(async (actor, c, t) => {
  await moveBookingByPhone(actor, {
    bookingId: c.input.bookingId ?? "",
    day: c.input.day ?? "",
    time: c.input.time ?? "",
    reason: c.input.reason ?? "",
  });
  refreshProfile();
  return { status: "success", message: t("moved", { day: c.input.day ?? "", time: c.input.time ?? "" }) };
});
export async function moveBookingAction(_: FormState, data: FormData): Promise<FormState> {
  return move(data);
}

const cancel = staffAction(async (actor, c, t) => {
  await cancelBookingByPhone(actor, { bookingId: c.input.bookingId ?? "", reason: c.input.reason ?? "" });
  refreshProfile();
  return { status: "success", message: t("cancelled") };
});
export async function cancelBookingAction(_: FormState, data: FormData): Promise<FormState> {
  return cancel(data);
}

const create = staffAction(async (actor, c) => {
  const { customerId } = await createPhoneCustomer(actor, {
    clinicId: c.input.clinicId ?? "",
    title: (c.input.title ?? "") as never,
    firstName: c.input.firstName ?? "",
    lastName: c.input.lastName ?? "",
    email: c.input.email ?? "",
    countryCode: c.input.countryCode,
    mobile: c.input.mobile ?? "",
    locale: (c.input.mailLocale || "en") as never,
  });
  redirect(pathFor(c.area, "en", `staff/customers/${customerId}/book`));
});
export async function createCustomerAction(_: FormState, data: FormData): Promise<FormState> {
  return create(data);
}

const book = staffAction(async (actor, c, t) => {
  const placed = await bookByPhone(actor, {
    customerId: c.input.customerId ?? "",
    clinicId: c.input.clinicId ?? "",
    treatment: c.input.treatment ?? "",
    quantity: c.input.quantity || "1",
    day: c.input.day ?? "",
    time: c.input.time ?? "",
    couponCode: c.input.couponCode,
  });
  refreshProfile();
  return {
    status: "success",
    message: t("booked", {
      booking: placed.bookingNumber,
      order: placed.orderNumber,
      amount: formatMoney(placed.quote.leftToPayCents, placed.currency, "en"),
    }),
  };
});
export async function bookByPhoneAction(_: FormState, data: FormData): Promise<FormState> {
  return book(data);
}

const bookSession = staffAction(async (actor, c, t) => {
  const applied = await bookSessionByPhone(actor, {
    sessionId: c.input.sessionId ?? "",
    day: c.input.day ?? "",
    time: c.input.time ?? "",
  });
  refreshProfile();
  return { status: "success", message: t("sessionBooked", { booking: applied.bookingNumber }) };
});
export async function bookSessionAction(_: FormState, data: FormData): Promise<FormState> {
  return bookSession(data);
}

const changeEmail = staffAction(async (actor, c, t) => {
  const result = await changeCustomerEmail(actor, {
    customerId: c.input.customerId ?? "",
    email: c.input.email ?? "",
    reason: c.input.reason ?? "",
  });
  refreshProfile();
  return { status: "success", message: t("email", { email: result.email }) };
});
export async function changeEmailAction(_: FormState, data: FormData): Promise<FormState> {
  return changeEmail(data);
}
