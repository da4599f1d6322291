import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { firstAdminLinks } from "@/db/schema";
import {
  emailField,
  firstNameField,
  lastNameField,
  linkTokenField,
  passwordTwiceFields,
  type Untrusted,
  withPasswordConfirmed,
} from "@/server/accounts/fields";
import { hashPassword } from "@/server/accounts/password";
import { createSession, type NewSession } from "@/server/accounts/sessions";
import { linkIsLive, liveLink } from "@/server/accounts/one-time-links";
import { isLoopbackAddress } from "@/server/http/loopback";
import { recordAudit } from "./audit";
import { installStaffAccount } from "./grant-staff-access";
import { administratorExists, lockFirstAdmin } from "./issue-first-admin-link";

const tokenField = linkTokenField("setupLinkUnknown");

export const firstAdminSchema = withPasswordConfirmed(
  z.object({
    token: tokenField,
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    ...passwordTwiceFields,
  }),
);

/**
 * Why the set-up page refuses: "elsewhere" (not from this machine: the page answers "not found"), "done" (an
 * administrator exists: sign in instead), "expired" (a link that is unknown, used, replaced by a restart, or past
 * its time).
 */
export type FirstAdminRefusal = "elsewhere" | "done" | "expired";

/**
 * Whether the set-up page may show its form for this link and this client (the address our server resolved from
 * the socket and TRUSTED_PROXIES, never a header: decision 216). The machine check comes first, so someone
 * elsewhere learns nothing, not even whether an administrator exists.
 */
export async function readFirstAdminLink(
  token: string,
  ctx: { client: string; now?: Date },
): Promise<"open" | FirstAdminRefusal> {
  if (!isLoopbackAddress(ctx.client)) return "elsewhere";
  if (await getDb().transaction((tx) => administratorExists(tx))) return "done";
  return (await linkIsLive(firstAdminLinks, token, ctx.now ?? new Date())) ? "open" : "expired";
}

/**
 * Create the first administrator from the printed link (issue 41, decision 216): from this machine only, while no
 * administrator exists, once. Under the set-up lock the link is spent and the account made in one transaction, so
 * of two people sending the form at once one succeeds and the other is told it is done; a replay finds it used. An
 * account that already uses the address gets the new password and loses its sessions, codes and authenticator
 * (installStaffAccount). The address is not counted as proven (nothing here proves the mailbox). Audited as
 * "staff.first_admin", by the new administrator. Returns this browser's session; the next step is the authenticator.
 */
export async function createFirstAdmin(
  input: Untrusted<typeof firstAdminSchema>,
  ctx: { client: string; now?: Date },
): Promise<{ created: { session: NewSession; userId: string; email: string } } | { refused: FirstAdminRefusal }> {
  const now = ctx.now ?? new Date();
  const token = tokenField.safeParse((input as Record<string, unknown>)?.token);
  // Refusals before the password's slow hash: nothing to spend it on.
  const early = await readFirstAdminLink(token.success ? token.data : "", { client: ctx.client, now });
  if (early !== "open") return { refused: early };
  const data = firstAdminSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  return getDb().transaction(async (tx) => {
    await lockFirstAdmin(tx);
    if (await administratorExists(tx)) return { refused: "done" as const };
    const [link] = await tx
      .update(firstAdminLinks)
      .set({ usedAt: now })
      .where(liveLink(firstAdminLinks, data.token, now))
      .returning({ id: firstAdminLinks.id });
    if (!link) return { refused: "expired" as const };
    const { userId, before } = await installStaffAccount(
      tx,
      {
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        passwordHash,
        addressProven: false,
        role: "admin",
        clinicIds: [],
      },
      now,
    );
    await tx.update(firstAdminLinks).set({ userId }).where(eq(firstAdminLinks.id, link.id));
    await recordAudit(
      tx,
      { userId, role: "admin" },
      {
        action: "staff.first_admin",
        entity: "user",
        entityId: userId,
        before,
        after: { email: data.email, role: "admin", from: "the set-up link printed at start" },
      },
      now,
    );
    const session = await createSession(userId, false, now, tx);
    return { created: { session, userId, email: data.email } };
  });
}
