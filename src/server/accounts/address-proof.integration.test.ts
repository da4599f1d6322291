import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, emailProofLinks, giftCards, loginCodes, mailOutbox, requests, users } from "@/db/schema";
import { changeCustomerEmail } from "@/server/customers/change-customer-email";
import { getCustomerProfile } from "@/server/customers/get-customer-profile";
import { getCustomerWallet } from "@/server/wallet/get-customer-wallet";
import { registerCustomer } from "../../../tests/support/account-fixtures";
import { createGiftCard } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { checkAddressProofLink, confirmAddress } from "./confirm-address";
import { deleteAccount } from "@/server/customers/delete-account";
import { exportCustomerData } from "@/server/customers/export-customer-data";
import { hashLoginCode } from "./send-login-code";
import { signInWithCode } from "./sign-in-with-code";

// Issue 39, row 2: an outsider registers the victim's address and downloads "my data", then deletes the account.
const NOW = new Date("2031-05-04T09:00:00Z");
const PASSWORD = "Quiet-lagoon-7731";

const register = (email: string) =>
  registerCustomer(email, NOW, {
    firstName: "Mallory",
    lastName: "Outsider",
    mobile: "07700 900777",
    password: PASSWORD,
  });

/** What the victim left under their address before anyone registered it: a contact request and a gift card. */
async function victimsRows(email: string) {
  const [request] = await getDb()
    .insert(requests)
    .values({
      kind: "contact",
      fullName: "Victoria Owner",
      email: email.toUpperCase(),
      phone: "+44 20 7946 0123",
      message: "Please call me about my results",
      locale: "en",
      area: "uk",
    })
    .returning({ id: requests.id });
  const card = await createGiftCard(150_00);
  await getDb()
    .update(giftCards)
    .set({ recipientEmail: email, recipientName: "Victoria Owner", message: "Happy birthday" })
    .where(eq(giftCards.id, card.id));
  return { requestId: request!.id, cardId: card.id };
}

/** Sign in with a code as the mailbox's owner would: the code is stored hashed, so plant a known one. */
async function signInByCode(userId: string, email: string) {
  await getDb()
    .insert(loginCodes)
    .values({
      userId,
      codeHash: hashLoginCode(userId, "314159"),
      attempts: 0,
      expiresAt: new Date(NOW.getTime() + 60_000),
    })
    .onConflictDoUpdate({
      target: loginCodes.userId,
      set: { codeHash: hashLoginCode(userId, "314159"), attempts: 0, expiresAt: new Date(NOW.getTime() + 60_000) },
    });
  await signInWithCode({ email, code: "314159" }, { ip: `198.51.100.${Math.floor(Math.random() * 200)}`, now: NOW });
}

describe("an address registered by someone else (issue 39, row 2)", () => {
  it("links nothing sent to the address: no request, no gift card in the download, the wallet or the desk's view", async () => {
    const email = `victim-${randomUUID()}@example.com`;
    const { cardId } = await victimsRows(email);
    const { userId } = await register(email);

    const data = await exportCustomerData(userId, NOW);
    expect(data!.profile).toMatchObject({ email, addressProvenAt: null, addressProvenBy: null });
    expect(data!.requests).toEqual([]);
    expect(data!.giftCards).toEqual([]);
    expect(JSON.stringify(data)).not.toContain("Please call me");
    expect(JSON.stringify(data)).not.toContain("Victoria");
    expect((await getCustomerWallet(userId, NOW)).giftCards.map((c) => c.id)).not.toContain(cardId);
    const desk = await getCustomerProfile(await createStaff("admin"), userId, NOW);
    expect(desk.requests).toEqual([]);
  });

  it("deleting that account leaves the victim's request and gift card exactly as they were", async () => {
    const email = `victim-${randomUUID()}@example.com`;
    const { requestId, cardId } = await victimsRows(email);
    const { userId } = await register(email);

    await deleteAccount(userId, { password: PASSWORD, confirm: "on" }, NOW);

    const [request] = await getDb().select().from(requests).where(eq(requests.id, requestId));
    expect(request).toMatchObject({
      fullName: "Victoria Owner",
      email: email.toUpperCase(),
      phone: "+44 20 7946 0123",
      message: "Please call me about my results",
    });
    const [card] = await getDb().select().from(giftCards).where(eq(giftCards.id, cardId));
    expect(card).toMatchObject({ recipientEmail: email, recipientName: "Victoria Owner", message: "Happy birthday" });
  });

  it("once the owner proves the address (a sign-in code), what was sent to it is theirs", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const { cardId } = await victimsRows(email);
    const { userId } = await register(email);

    await signInByCode(userId, email);

    const [row] = await getDb()
      .select({ at: users.emailVerifiedAt, by: users.emailProvenBy })
      .from(users)
      .where(eq(users.id, userId));
    expect(row).toEqual({ at: NOW, by: "code" });
    const data = await exportCustomerData(userId, NOW);
    expect(data!.profile).toMatchObject({ addressProvenAt: NOW, addressProvenBy: "code" });
    expect(data!.requests.map((r) => r.message)).toEqual(["Please call me about my results"]);
    expect(data!.giftCards).toEqual([expect.objectContaining({ id: cardId, relation: "received" })]);
  });
});

/** The newest verification link mailed to this address (from the outbox's props). */
async function linkMailedTo(email: string): Promise<string> {
  const rows = await getDb()
    .select({ template: mailOutbox.template, props: mailOutbox.props, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email));
  const urls = rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => (r.template === "welcome" ? r.props.proofUrl : r.template === "address-proof" ? r.props.url : null))
    .filter((u): u is string => typeof u === "string");
  expect(urls.length).toBeGreaterThan(0);
  return new URL(urls.at(-1)!).searchParams.get("token")!;
}

describe("the verification link", () => {
  it("proves the address once, by link; a second use says already", async () => {
    const email = `link-${randomUUID()}@example.com`;
    const { userId } = await register(email);
    const token = await linkMailedTo(email);
    expect(await confirmAddress("not-a-token", NOW)).toBe("invalid");
    expect(await confirmAddress(token, NOW)).toBe("confirmed");
    expect(await confirmAddress(token, NOW)).toBe("already");
    const [row] = await getDb()
      .select({ at: users.emailVerifiedAt, by: users.emailProvenBy })
      .from(users)
      .where(eq(users.id, userId));
    expect(row).toEqual({ at: NOW, by: "link" });
  });

  it("has expired after 7 days", async () => {
    const email = `late-${randomUUID()}@example.com`;
    await register(email);
    const token = await linkMailedTo(email);
    expect(await confirmAddress(token, new Date(NOW.getTime() + 7 * 86_400_000 + 1_000))).toBe("invalid");
  });

  it("the page a link opens names the account while it works, and says already once the address is proven", async () => {
    const email = `page-${randomUUID()}@example.com`;
    await register(email);
    const token = await linkMailedTo(email);
    expect(await checkAddressProofLink(token, NOW)).toMatchObject({ email, proven: false });
    expect(await checkAddressProofLink(token, new Date(NOW.getTime() + 8 * 86_400_000))).toBeNull();
    expect(await checkAddressProofLink("not-a-token", NOW)).toBeNull();
    expect(await confirmAddress(token, NOW)).toBe("confirmed");
    // Spent, and later expired: the owner opening it again is told the address is confirmed, not that it expired.
    expect(await checkAddressProofLink(token, NOW)).toMatchObject({ email, proven: true });
    expect(await checkAddressProofLink(token, new Date(NOW.getTime() + 8 * 86_400_000))).toMatchObject({
      proven: true,
    });
  });
});

describe("a staff-assisted address change (decision 213)", () => {
  it("resets the proof; only the link mailed to the new address proves it; the old links and codes stop working", async () => {
    const oldEmail = `old-${randomUUID()}@example.com`;
    const newEmail = `new-${randomUUID()}@example.com`;
    const { userId } = await register(oldEmail);
    const oldLink = await linkMailedTo(oldEmail);
    await signInByCode(userId, oldEmail);
    // A request someone sent under the new address before the change.
    await getDb().insert(requests).values({
      kind: "contact",
      fullName: "Sam Sender",
      email: newEmail,
      phone: "+44 20 7946 0999",
      message: "Sent under the new address",
      locale: "en",
      area: "uk",
    });
    await getDb()
      .insert(loginCodes)
      .values({ userId, codeHash: hashLoginCode(userId, "271828"), expiresAt: new Date(NOW.getTime() + 60_000) });

    const reception = await createStaff("reception", ["london"]);
    await changeCustomerEmail(
      reception,
      { customerId: userId, email: newEmail.toUpperCase(), reason: "Asked at the desk" },
      { now: NOW },
    );

    const [after] = await getDb()
      .select({ email: users.email, at: users.emailVerifiedAt, by: users.emailProvenBy })
      .from(users)
      .where(eq(users.id, userId));
    expect(after).toEqual({ email: newEmail, at: null, by: null });
    expect((await exportCustomerData(userId, NOW))!.requests).toEqual([]);
    expect(await getDb().select().from(loginCodes).where(eq(loginCodes.userId, userId))).toEqual([]);
    // A link mailed to the old address proves nothing about the new one.
    expect(await confirmAddress(oldLink, NOW)).toBe("invalid");
    const [audit] = await getDb()
      .select({ before: auditLog.before, after: auditLog.after, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.email"), eq(auditLog.entityId, userId)));
    expect(audit).toEqual({
      before: { email: oldEmail },
      after: { email: newEmail, proven: false },
      reason: "Asked at the desk",
    });

    expect(await confirmAddress(await linkMailedTo(newEmail), NOW)).toBe("confirmed");
    const [proven] = await getDb().select({ by: users.emailProvenBy }).from(users).where(eq(users.id, userId));
    expect(proven!.by).toBe("link");
    expect((await exportCustomerData(userId, NOW))!.requests.map((r) => r.message)).toEqual([
      "Sent under the new address",
    ]);
    expect(await getDb().select().from(emailProofLinks).where(eq(emailProofLinks.userId, userId))).toHaveLength(2);
  });

  it("refuses an address another live account has, and changes nothing", async () => {
    const mine = `mine-${randomUUID()}@example.com`;
    const theirs = `theirs-${randomUUID()}@example.com`;
    const { userId } = await register(mine);
    await register(theirs);
    const error = await changeCustomerEmail(
      await createStaff("admin"),
      { customerId: userId, email: theirs, reason: "Typo" },
      { now: NOW },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "EMAIL_TAKEN" });
    const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect(row!.email).toBe(mine);
  });
});
