import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinics, users } from "@/db/schema";
import { isLocale } from "@/i18n/locales";
import { assertCustomerVisible } from "@/server/staff/customer-scope";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSingleLineText } from "@/shared/input/plain-text";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { clinicWallTime, clinicWallTimeFields, staffHolderKey } from "@/server/staff/staff-override";
import { couponCodeField } from "./checkout-fields";
import type { QueueMail } from "@/server/bookings/order-mail";
import { placeOrder, type PlacedOrder } from "./place-order";

/** "CODE" or "CODE:OPTION", as the desk's treatment list sends it. */
const treatmentField = z
  .string("treatmentRequired")
  .max(100, "treatmentRequired")
  .refine(isSingleLineText, "treatmentRequired")
  .regex(/^[A-Z0-9_]{1,40}(:[A-Z0-9_]{1,40})?$/i, "treatmentRequired")
  .transform((v) => {
    const [code, optionCode] = v.split(":");
    return { code: code!, optionCode: optionCode ?? null };
  });

export const bookByPhoneSchema = z.object({
  customerId: z.string().min(1),
  clinicId: clinicIdField,
  treatment: treatmentField,
  quantity: z.coerce
    .number("quantityInvalid")
    .int("quantityInvalid")
    .min(1, "quantityInvalid")
    .max(20, "quantityInvalid")
    .default(1),
  ...clinicWallTimeFields,
  couponCode: couponCodeField,
});

/**
 * Book treatments for a customer on the phone or at the desk, paid in the clinic: checkout's own order
 * (place-order.ts), so prices, offers, the customer's coupons, opening hours and the free chair are judged exactly
 * as online; the lead time is staff's (from now on, a walk-in included: booking-rules.ts). The customer gets the
 * usual confirmation with its .ics in their language; the order is audited as staff-placed.
 */
export async function bookByPhone(
  actor: StaffActor,
  raw: z.input<typeof bookByPhoneSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
): Promise<PlacedOrder> {
  assertRole(actor, "reception");
  const input = bookByPhoneSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  const db = getDb();
  await assertCustomerVisible(db, actor, input.customerId);
  const [[customer], [clinic]] = await Promise.all([
    db.select({ locale: users.locale }).from(users).where(eq(users.id, input.customerId)),
    db.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, input.clinicId)),
  ]);
  if (!customer || !clinic) throw new AppError("NOT_FOUND");
  return placeOrder(
    { id: input.customerId },
    {
      clinicId: input.clinicId,
      startsAt: clinicWallTime(input.day, input.time, clinic.timeZone),
      lines: [{ ...input.treatment, quantity: input.quantity }],
      couponCode: input.couponCode,
      paymentMethod: "clinic",
      acceptTerms: true,
      holderKey: staffHolderKey(actor),
      locale: isLocale(customer.locale) ? customer.locale : "en",
    },
    {
      now: deps.now,
      queueMail: deps.queueMail,
      keepBasket: true,
      booker: "staff",
      alsoInTransaction: (tx, placed) =>
        recordAudit(
          tx,
          actor,
          {
            action: "order.phone_booking",
            entity: "order",
            entityId: placed.orderNumber,
            clinicId: input.clinicId,
            after: {
              customerId: input.customerId,
              bookingNumber: placed.bookingNumber,
              totalCents: placed.quote.totalCents,
              currency: placed.currency,
              paymentMethod: "clinic",
            },
          },
          deps.now,
        ),
    },
  );
}
