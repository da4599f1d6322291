import "server-only";
import { matchesProvenAddress } from "@/server/accounts/prove-address";
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics, requests, users } from "@/db/schema";
import { listCustomerBookings, type CustomerBooking } from "@/server/bookings/list-customer-bookings";
import { listCustomerOrders, type CustomerOrder } from "@/server/orders/list-customer-orders";
import { listCustomerProgrammes, type CustomerProgramme } from "@/server/programmes/list-customer-programmes";
import { assertRole, canSeeClinic, clinicFilter, type StaffActor } from "@/server/staff/actor";
import { getCustomerWallet, type WalletCoupon, type WalletGiftCard } from "@/server/wallet/get-customer-wallet";
import { assertCustomerVisible } from "@/server/staff/customer-scope";
import type { CreditBalance } from "@/server/wallet/credit";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "@/config/money";
import type { Database } from "@/db/client";

export interface CustomerProfile {
  id: string;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  locale: string;
  isFree: boolean;
  /** Staff lifted the unpaid-visit limits for this customer (decision 242). */
  bookingLimitsLifted: boolean;
  /** Clinic credit, one balance per currency held (decision 272). */
  credits: CreditBalance[];
  /** The currency the desk adjusts credit in unless it chooses another: the staff member's (first) clinic's. */
  creditCurrency: Currency;
  createdAt: Date;
  /** Whether the customer has set a password (a phone customer signs in by code until they do). */
  hasPassword: boolean;
  /** When and by what the address was proven (decision 210); null: not yet. */
  addressProvenAt: Date | null;
  addressProvenBy: "link" | "code" | "invitation" | "reset" | null;
  upcoming: CustomerBooking[];
  past: CustomerBooking[];
  programmes: CustomerProgramme[];
  orders: CustomerOrder[];
  coupons: WalletCoupon[];
  /** Masked numbers, never codes. */
  giftCards: WalletGiftCard[];
  requests: { id: number; kind: string; status: string; clinicSlug: string | null; createdAt: Date; message: string }[];
}

/**
 * The currency of the staff member's clinic (the first of theirs, by id): what the desk most likely grants credit in.
 * An administrator, who sees every clinic, starts from the group's currency.
 */
async function staffCurrency(db: Database, scope: number[] | null): Promise<Currency> {
  if (!scope?.length) return DEFAULT_CURRENCY;
  const [first] = await db
    .select({ currency: clinics.currency })
    .from(clinics)
    .where(inArray(clinics.id, scope))
    .orderBy(asc(clinics.id))
    .limit(1);
  return first && isCurrency(first.currency) ? first.currency : DEFAULT_CURRENCY;
}

/** At most this many requests are listed on a profile (newest first). */
const REQUESTS_SHOWN = 20;

/**
 * A customer as the desk sees them: the account's own lists (the same use cases as the account pages), cut to
 * the actor's clinics for reception and managers (another clinic's bookings, orders and programmes are not
 * shown; gift-card orders, bought online, are). Credit, member price, coupons and gift cards belong to the
 * customer, not to a clinic. Requests are matched by e-mail address. NOT_FOUND for a customer the actor may not see.
 */
export async function getCustomerProfile(
  actor: StaffActor,
  customerId: string,
  now = new Date(),
): Promise<CustomerProfile> {
  assertRole(actor, "reception");
  const db = getDb();
  await assertCustomerVisible(db, actor, customerId);
  const [user] = await db.select().from(users).where(eq(users.id, customerId));
  const visible = (clinicId: number | null) => clinicId === null || canSeeClinic(actor, clinicId);
  const scope = clinicFilter(actor);
  const clinicSlugs =
    scope === null
      ? null
      : (
          await db
            .select({ slug: clinics.slug })
            .from(clinics)
            .where(inArray(clinics.id, scope.length ? scope : [-1]))
        ).map((c) => c.slug);
  const requestWhere: SQL = and(
    // Requests are this customer's only once the address is proven (decision 210).
    matchesProvenAddress(requests.email, user!.emailVerifiedAt ? user!.email.toLowerCase() : null),
    clinicSlugs === null
      ? undefined
      : or(inArray(requests.clinicSlug, clinicSlugs.length ? clinicSlugs : [""]), isNull(requests.clinicSlug)),
  )!;
  const [bookingLists, programmes, orders, wallet, requestRows] = await Promise.all([
    listCustomerBookings(customerId, now),
    listCustomerProgrammes(customerId, now),
    listCustomerOrders(customerId),
    getCustomerWallet(customerId, now),
    db
      .select({
        id: requests.id,
        kind: requests.kind,
        status: requests.status,
        clinicSlug: requests.clinicSlug,
        createdAt: requests.createdAt,
        message: requests.message,
      })
      .from(requests)
      .where(requestWhere)
      .orderBy(desc(requests.createdAt))
      .limit(REQUESTS_SHOWN),
  ]);
  return {
    id: user!.id,
    title: user!.title,
    firstName: user!.firstName,
    lastName: user!.lastName,
    email: user!.email,
    mobile: user!.mobile,
    locale: user!.locale,
    isFree: user!.isFree,
    bookingLimitsLifted: user!.bookingLimitsLiftedAt !== null,
    credits: wallet.credits,
    creditCurrency: await staffCurrency(db, scope),
    createdAt: user!.createdAt,
    hasPassword: user!.passwordHash !== null,
    addressProvenAt: user!.emailVerifiedAt,
    addressProvenBy: user!.emailProvenBy,
    upcoming: bookingLists.upcoming.filter((b) => visible(b.clinicId)),
    past: bookingLists.past.filter((b) => visible(b.clinicId)),
    programmes: programmes.filter((p) => visible(p.clinic.id)),
    orders: orders.filter((o) => visible(o.clinicId)),
    coupons: wallet.coupons,
    giftCards: wallet.giftCards,
    requests: requestRows,
  };
}
