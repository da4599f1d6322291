/**
 * Fixtures for tests that start from a visit or a programme already booked. The order goes through placeOrder, as
 * checkout places it, so the booking, its chair slots and its mails are the real ones; a test states only where, when
 * and (when it matters) what. Time is the caller's: every order is placed at the `now` it is given.
 */
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { bookings, chairSlots, orders } from "@/db/schema";
import { placeOrder, type PlaceOrderDeps, type PlaceOrderInput } from "@/server/orders/place-order";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { failCardPayment } from "@/server/orders/settle-card-payment";
import { type CustomerProgramme, listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { createCustomer, holderKey } from "./booking-fixtures";

/**
 * The order for one AFI at `clinicId` from `startsAt`, paid in the clinic, terms accepted, under a fresh holder key;
 * `over` changes any of it (`lines` for another treatment, `paymentMethod: "card"`, a coupon …).
 */
export function visitOrder(clinicId: number, startsAt: Date, over: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    clinicId,
    startsAt,
    lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
    paymentMethod: "clinic",
    acceptTerms: true,
    holderKey: holderKey(),
    ...over,
  };
}

/** The booking row with this number (as placeOrder answers it). */
export async function bookingNumbered(bookingNumber: string) {
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.number, bookingNumber));
  if (!booking) throw new Error(`bookingNumbered: no booking ${bookingNumber}`);
  return booking;
}

/**
 * A customer with one visit booked: visitOrder(clinicId, startsAt, `order`) placed with `deps` (its `now` at least),
 * by `customer`, or else by a new one (createCustomer(newCustomer)). The customer, what placeOrder answered, and the
 * booking row.
 */
export async function customerWithVisit(
  clinicId: number,
  startsAt: Date,
  deps: PlaceOrderDeps & { now: Date },
  {
    customer,
    newCustomer,
    order,
  }: {
    customer?: { id: string; email: string };
    newCustomer?: Parameters<typeof createCustomer>[0];
    order?: Partial<PlaceOrderInput>;
  } = {},
) {
  const who = customer ?? (await createCustomer(newCustomer));
  const placed = await placeOrder(who, visitOrder(clinicId, startsAt, order), deps);
  return { customer: who, placed, booking: await bookingNumbered(placed.bookingNumber) };
}

/**
 * `customer` buys a five-session programme (NADEP, 120 minutes a session) at `clinicId`, its first session booked at
 * `firstAt`, paid in the clinic, with `deps` (its `now` at least). The programme as My Programs lists it at that `now`:
 * for a customer with no other programme, which this checks.
 */
export async function buyProgramme(
  customer: { id: string },
  clinicId: number,
  firstAt: Date,
  deps: PlaceOrderDeps & { now: Date },
): Promise<CustomerProgramme> {
  await placeOrder(customer, visitOrder(clinicId, firstAt, { lines: [{ code: "NADEP", quantity: 1 }] }), deps);
  const programmes = await listCustomerProgrammes(customer.id, deps.now);
  if (programmes.length !== 1) throw new Error(`buyProgramme: the customer has ${programmes.length} programmes`);
  return programmes[0]!;
}

/** A new customer who bought a programme (buyProgramme) at `now`: the customer and the programme. */
export async function customerWithProgramme(clinicId: number, firstAt: Date, now: Date) {
  const customer = await createCustomer();
  return { customer, programme: await buyProgramme(customer, clinicId, firstAt, { now }) };
}

/** The chair slots still booked for these bookings: none once they are cancelled, one a booking while they stand. */
export function bookedChairSlots(bookingIds: string[]) {
  return getDb()
    .select()
    .from(chairSlots)
    .where(and(inArray(chairSlots.bookingId, bookingIds), eq(chairSlots.state, "booked")));
}

/** The chair slots booked at a clinic from this instant: one a visit booked then. */
export function bookedChairSlotsAt(clinicId: number, startsAt: Date) {
  return getDb()
    .select()
    .from(chairSlots)
    .where(and(eq(chairSlots.clinicId, clinicId), eq(chairSlots.startsAt, startsAt), eq(chairSlots.state, "booked")));
}

/** The chair slots held or booked at a clinic from this instant: how many chairs are taken then. */
export function takenChairSlots(clinicId: number, startsAt: Date) {
  return getDb()
    .select({ id: chairSlots.id })
    .from(chairSlots)
    .where(
      and(
        eq(chairSlots.clinicId, clinicId),
        eq(chairSlots.startsAt, startsAt),
        inArray(chairSlots.state, ["booked", "held"]),
      ),
    );
}

/**
 * A new customer's checkout quote for one `line` at `clinicId` from `startsAt`, paid in the clinic, then the order they
 * place for it: both charge `subtotalCents`, and the order stores the quote's total (a price change reaches all three).
 */
export async function expectQuoteAndOrderToCharge(
  clinicId: number,
  startsAt: Date,
  line: { code: string; optionCode: string | null; quantity: number },
  subtotalCents: number,
  now: Date,
) {
  const customer = await createCustomer();
  const quoted = await quoteCheckout(
    customer.id,
    { clinicId, startsAt, lines: [line], paymentMethod: "clinic" },
    { now },
  );
  expect(quoted.quote.subtotalCents).toBe(subtotalCents);
  const placed = await placeOrder(customer, visitOrder(clinicId, startsAt, { lines: [line] }), { now });
  expect(placed.quote.subtotalCents).toBe(subtotalCents);
  const [order] = await getDb()
    .select({ totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, placed.orderId));
  expect(order!.totalCents).toBe(quoted.quote.totalCents);
}

/** The sandbox declines the card (…0002) for a placed order awaiting payment, as its webhook reports it. */
export function declineCardPayment(placed: { orderId: string; payNowCents: number }, providerRef: string) {
  return failCardPayment(placed.orderId, {
    provider: "sandbox",
    providerRef,
    idempotencyKey: `order:${placed.orderId}`,
    amountCents: placed.payNowCents,
    failureCode: "card_declined",
    cardLast4: "0002",
  });
}
