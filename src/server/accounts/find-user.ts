import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
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
