import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { users } from "@/db/schema";

/** The live account with this (lower-cased) e-mail, with what sign-in needs. */
export async function findUserByEmail(email: string) {
  const [row] = await getDb()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      locale: users.locale,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

/** The customer's e-mail address and name, for a mail queued in the caller's transaction. */
export async function recipientOf(tx: Tx, customerId: string): Promise<{ email: string; name: string }> {
  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, customerId));
  return { email: person!.email, name: `${person!.firstName} ${person!.lastName}`.trim() };
}
