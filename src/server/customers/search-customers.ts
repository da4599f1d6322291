import "server-only";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, orders, users } from "@/db/schema";
import { isSingleLineText } from "@/shared/input/plain-text";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { customerVisibleTo } from "@/server/staff/customer-scope";

/** At most this many customers are listed: the desk narrows the search rather than scrolling. */
export const CUSTOMER_SEARCH_LIMIT = 20;

export const searchCustomersSchema = z.object({
  q: z
    .string()
    .max(200, "searchTooLong")
    .refine(isSingleLineText, "searchTooShort")
    .trim()
    .min(2, "searchTooShort")
    .max(100, "searchTooLong"),
});

export interface CustomerMatch {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  isFree: boolean;
}

/** LIKE's own characters are matched literally. */
function literal(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What the typed text can be, each matched the way an index can answer it: a booking or order number exactly
 * (unique indexes), an e-mail address by its beginning (one word without "@" may be one too), a name by the beginning of the first name, the last name
 * or "first last". A phone number typed in full ("+44 7700 900123") is matched exactly; typed nationally, by its
 * ending (the one leading-wildcard match, bounded by the limit; decision 139).
 */
function matchFor(q: string): SQL {
  const upper = q.toUpperCase();
  if (/^BK-[A-Z0-9]{8}$/.test(upper))
    return sql`${users.id} in (select ${bookings.userId} from ${bookings} where ${bookings.number} = ${upper})`;
  if (/^AU-[A-Z0-9]{8}$/.test(upper))
    return sql`${users.id} in (select ${orders.userId} from ${orders} where ${orders.number} = ${upper})`;
  if (q.includes("@")) return sql`${users.email} like ${`${literal(q.toLowerCase())}%`}`;
  const digits = q.replace(/[\s().+-]/g, "");
  if (/^\d{6,15}$/.test(digits)) {
    // Stored E.164 ("+447700900123"); typed with or without the country code, or nationally with a leading 0.
    const national = digits.replace(/^0+/, "");
    return or(eq(users.mobile, `+${digits}`), sql`${users.mobile} like ${`%${national}`}`)!;
  }
  const [first, ...rest] = literal(q).split(/\s+/);
  const lastName = ilike(users.lastName, `${literal(q)}%`);
  if (rest.length)
    return or(and(ilike(users.firstName, `${first}%`), ilike(users.lastName, `${rest.join(" ")}%`)), lastName)!;
  // One word: a first name, a last name, or the start of an e-mail address ("ada.l").
  return or(ilike(users.firstName, `${first}%`), lastName, sql`${users.email} like ${`${literal(q.toLowerCase())}%`}`)!;
}

/**
 * Find customers by name, e-mail, phone, booking or order number, among those the actor may see
 * (decision 139), at most CUSTOMER_SEARCH_LIMIT of them, by name.
 */
export async function searchCustomers(
  actor: StaffActor,
  raw: z.input<typeof searchCustomersSchema>,
): Promise<CustomerMatch[]> {
  assertRole(actor, "reception");
  const { q } = searchCustomersSchema.parse(raw);
  return getDb()
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      isFree: users.isFree,
    })
    .from(users)
    .where(and(customerVisibleTo(actor), matchFor(q)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
}
