import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { users } from "@/db/schema";

/**
 * "First Last" of the users row joined to a back-office record (who closed the day, was assigned, replied, proposed
 * the visit): null when the left join found nobody.
 */
export function staffNameColumn(): SQL<string | null> {
  return sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
}
