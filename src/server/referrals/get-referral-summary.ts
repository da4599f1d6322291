import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { coupons, orders, users } from "@/db/schema";

export interface ReferredFriend {
  /** 1, 2, 3… in the order they registered: never the friend's name or e-mail. */
  position: number;
  registeredAt: Date;
  booked: boolean;
  paid: boolean;
  /** A reward coupon has been issued to the referrer for one of this friend's paid orders. */
  rewarded: boolean;
}

export interface ReferralSummary {
  code: string;
  friends: ReferredFriend[];
  /** Reward coupons earned (status as stored; expiry counted at `now`). */
  rewards: { code: string; status: "unused" | "used" | "expired"; expiresAt: Date | null }[];
}

/**
 * Refer A Friend: the customer's personal code, the friends who registered with it and how far each has
 * come (registered, booked, paid, reward issued), and the reward coupons earned. Nothing else about a friend.
 */
export async function getReferralSummary(customerId: string, now = new Date()): Promise<ReferralSummary> {
  const db = getDb();
  const [me] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, customerId));
  if (!me) return { code: "", friends: [], rewards: [] };
  const friends = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.referredById, customerId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
  const friendOrders = friends.length
    ? await db
        .select({ id: orders.id, userId: orders.userId, status: orders.status })
        .from(orders)
        .where(
          and(
            inArray(
              orders.userId,
              friends.map((f) => f.id),
            ),
            eq(orders.kind, "booking"),
            notInArray(orders.status, ["payment_failed", "cancelled"]),
          ),
        )
    : [];
  const rewards = await db
    .select({
      code: coupons.code,
      status: coupons.status,
      expiresAt: coupons.expiresAt,
      earnedByOrderId: coupons.earnedByOrderId,
    })
    .from(coupons)
    .where(and(eq(coupons.userId, customerId), eq(coupons.kind, "referral"), isNotNull(coupons.earnedByOrderId)))
    .orderBy(desc(coupons.createdAt));
  const rewardedOrders = new Set(rewards.map((r) => r.earnedByOrderId));
  return {
    code: me.code,
    friends: friends.map((f, i) => {
      const own = friendOrders.filter((o) => o.userId === f.id);
      return {
        position: i + 1,
        registeredAt: f.createdAt,
        booked: own.length > 0,
        paid: own.some((o) => o.status === "paid"),
        rewarded: own.some((o) => rewardedOrders.has(o.id)),
      };
    }),
    rewards: rewards.map((r) => ({
      code: r.code,
      status: r.status === "unused" && r.expiresAt && r.expiresAt <= now ? "expired" : r.status,
      expiresAt: r.expiresAt,
    })),
  };
}
