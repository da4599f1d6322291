import "server-only";
import { matchesProvenAddress } from "@/server/accounts/prove-address";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { requests, users } from "@/db/schema";
import { listCustomerBookings } from "@/server/bookings/list-customer-bookings";
import { listCustomerOrders } from "@/server/orders/list-customer-orders";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { getReferralSummary } from "@/server/referrals/get-referral-summary";
import { getCustomerWallet } from "@/server/wallet/get-customer-wallet";
import { readOwnQuestionnaire } from "@/server/health/health-review";
import { exportCustomerWaitlist } from "@/server/waitlist/list-customer-waitlist";
import { listOwnConsents } from "@/server/consents/consent-status";

/**
 * "Download my data" (UK GDPR art. 15 and 20): one JSON document with everything the account holds about its
 * customer: profile, bookings, programmes, orders with payments, coupons, gift cards, referrals, waitlist entries and
 * requests sent from the same e-mail address once that address is proven (decision 210: before, a request someone
 * else sent under it is not theirs). Read through the same use cases as the account pages, so it shows only their own.
 */
export async function exportCustomerData(customerId: string, now = new Date()) {
  const db = getDb();
  const [profile] = await db
    .select({
      email: users.email,
      title: users.title,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      postcode: users.postcode,
      street: users.street,
      locale: users.locale,
      memberPrice: users.isFree,
      referralCode: users.referralCode,
      createdAt: users.createdAt,
      addressProvenAt: users.emailVerifiedAt,
      addressProvenBy: users.emailProvenBy,
    })
    .from(users)
    .where(and(eq(users.id, customerId), isNull(users.deletedAt)));
  if (!profile) return null;
  const [bookings, programmes, orders, wallet, referrals, waitlist, sentRequests] = await Promise.all([
    listCustomerBookings(customerId, now),
    listCustomerProgrammes(customerId, now),
    listCustomerOrders(customerId),
    getCustomerWallet(customerId, now),
    getReferralSummary(customerId, now),
    exportCustomerWaitlist(customerId),
    db
      .select({
        title: requests.title,
        fullName: requests.fullName,
        phone: requests.phone,
        clinic: requests.clinicSlug,
        preferredDate: requests.preferredDate,
        message: requests.message,
        status: requests.status,
        createdAt: requests.createdAt,
      })
      .from(requests)
      .where(matchesProvenAddress(requests.email, profile.addressProvenAt ? profile.email.toLowerCase() : null))
      .orderBy(desc(requests.createdAt)),
  ]);
  const health = await readOwnQuestionnaire({ id: customerId }, now);
  const consents = await listOwnConsents(customerId);
  return {
    exportedAt: now.toISOString(),
    // Clinic credit, one balance per currency held (decision 272), beside the profile it used to be a field of.
    profile: { ...profile, clinicCredit: wallet.credits },
    bookings: [...bookings.upcoming, ...bookings.past].map((b) => ({
      number: b.number,
      order: b.orderNumber,
      clinic: b.clinic.name,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      status: b.status,
      priceCents: b.priceCents,
      currency: b.currency,
      createdAt: b.createdAt,
      treatments: b.treatments,
    })),
    programmes: programmes.map((p) => ({
      number: p.number,
      order: p.orderNumber,
      title: p.title,
      clinic: p.clinic.name,
      status: p.status,
      sessions: p.sessions.map((s) => ({
        number: s.number,
        status: s.status,
        startsAt: s.startsAt,
        bookedAt: s.bookedAt,
        booking: s.bookingNumber,
      })),
    })),
    orders,
    coupons: wallet.coupons,
    giftCards: wallet.giftCards,
    referrals: { code: referrals.code, friends: referrals.friends, rewards: referrals.rewards },
    waitlist,
    requests: sentRequests,
    healthQuestionnaire: health && {
      answeredAt: health.answeredAt,
      validUntil: health.validUntil,
      answers: health.answers,
      details: health.details,
      other: health.other,
    },
    treatmentConsents: consents,
  };
}
