import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/server/accounts/current-user", () => ({ getSession: async () => session.current }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next-intl/server", () => import("../../../tests/support/next-intl-server"));
vi.mock("@/server/http/refresh-pages", () => ({ refreshPages: () => {} }));

import { getDb } from "@/db/client";
import { bookings, chairSlots, mailOutbox, orders, requests, visitProposals } from "@/db/schema";
import {
  createSandboxProvider,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
} from "@/server/payments/sandbox/sandbox-provider";
import { clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { formData, sessionOf } from "../../../tests/support/server-actions";
import { acceptVisitProposal, declineVisitProposal, readVisitProposal } from "./answer-visit-proposal";
import { proposeVisitAction } from "@/app/[area]/[locale]/staff/requests/actions";
import enErrors from "../../../messages/en/errors.json";
import { listVisitProposals, proposeVisit, withdrawVisitProposal } from "./propose-visit";
import { recordRequest, type RequestKind } from "./record-request";
import { auditRowOf } from "../../../tests/support/audit-log";

const NOW = new Date("2031-02-20T12:00:00Z");
const sandbox = createSandboxProvider();
const card = (number = SANDBOX_SUCCESS_CARD) => ({ number, expMonth: 12, expYear: 2040, cvc: "123" });
let day = 0;
const nextDay = () => {
  day += 1;
  return `2031-03-${String(day).padStart(2, "0")}`;
};
const client = () => `test-${randomUUID()}`;
/** The link's visitor (a new client address unless given) reads the proposal in `locale` at `now`. */
const readAs = (token: string, locale: string, now = NOW, from = client()) =>
  readVisitProposal(token, { locale, client: from, now });
/** The link's visitor (a new client address unless given) accepts in `locale` at `now`, paying with `paying`. */
const acceptAs = (token: string, locale: string, now = NOW, from = client(), paying = card()) =>
  acceptVisitProposal(token, sandbox, paying, { locale, client: from, now });

async function request(kind: RequestKind, clinicSlug: string | null, locale = "en") {
  const tag = randomUUID().slice(0, 8);
  const { id } = await recordRequest(
    {
      kind,
      fullName: `Grace Hopper${tag}`,
      email: `grace-${tag}@example.com`,
      phone: "+442079460000",
      clinicSlug,
      message: `A visit ${tag}`,
      locale,
      area: "uk",
    },
    new Date(),
  );
  return id;
}

function form(requestId: number, londonId: number, over: Record<string, string> = {}) {
  return {
    requestId: String(requestId),
    clinicId: String(londonId),
    item1: "AFI",
    qty1: "2",
    lines: "Chauffeur from the hotel",
    day: nextDay(),
    time: "10:00",
    timeZone: "Europe/London",
    durationMinutes: "90",
    place: "clinic",
    total: "1250.00",
    note: "Champagne on arrival.",
    ...over,
  };
}

describe("visit proposals: staff propose", () => {
  it("reception of the request's clinic proposes: a mail in the request's language with the only copy of the secret, a held chair, the request answered, an audit row", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", "london", "de");
    const reception = await createStaff("reception", ["london"]);
    const { proposalId, token, mailId } = await proposeVisit(reception, form(id, london), { now: NOW });
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    expect(row).toMatchObject({
      status: "sent",
      place: "clinic",
      totalCents: 125000,
      currency: "GBP", // London's currency: a proposal is priced in its clinic's (issue 45)
      timeZone: "Europe/London",
    });
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toContain(token.split(".")[1]);
    expect(row!.items).toEqual([
      expect.objectContaining({ kind: "item", code: "AFI", quantity: 2 }),
      { kind: "text", text: "Chauffeur from the hotel" },
    ]);
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(mail).toMatchObject({ locale: "de", template: "visit-proposal" });
    expect(String((mail!.props as { url: string }).url)).toContain(`/uk/de/proposal?token=${token}`);
    const [hold] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, row!.holdSlotId!));
    expect(hold).toMatchObject({ state: "held", startsAt: row!.startsAt, endsAt: row!.endsAt });
    const [req] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(req!.status).toBe("answered");
    const audit = await auditRowOf("request.proposal", String(id));
    expect(audit).toMatchObject({
      actorId: reception.userId,
      after: expect.objectContaining({ proposalId, totalCents: 125000, chairHeld: true }),
    });
    expect(JSON.stringify(audit)).not.toContain(token.split(".")[1]);
  });

  it("reception of Cape Town cannot propose on a London request, nor for a clinic they do not work at; a contact request takes no proposal", async () => {
    const london = await clinicId("london");
    const capeTownId = await clinicId("cape-town");
    const id = await request("concierge", "london");
    const capeTown = await createStaff("reception", ["cape-town"]);
    await expect(proposeVisit(capeTown, form(id, london), { now: NOW })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(proposeVisit(capeTown, form(id, capeTownId), { now: NOW })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const spa = await request("spa", null);
    await expect(proposeVisit(capeTown, form(spa, london), { now: NOW })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const contact = await request("contact", "cape-town");
    await expect(proposeVisit(capeTown, form(contact, capeTownId), { now: NOW })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { requestId: "requestKindNoProposal" },
    });
    expect(await getDb().select().from(visitProposals).where(eq(visitProposals.requestId, id))).toEqual([]);
    await expect(
      withdrawVisitProposal(capeTown, { requestId: String(id), proposalId: randomUUID() }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a customer, a visitor and staff without a second factor cannot call the staff action", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", "london");
    const propose = () => proposeVisitAction(null, formData(form(id, london)));
    session.current = null;
    expect(await propose()).toMatchObject({ status: "error", message: enErrors.app.unauthenticated });
    const customer = await createCustomer();
    session.current = sessionOf(customer, NOW);
    expect(await propose()).toMatchObject({ status: "error", message: enErrors.app.forbidden });
    const reception = await createStaff("reception", ["london"]);
    session.current = sessionOf(reception, null);
    expect(await propose()).toMatchObject({ status: "error", message: enErrors.app.unauthenticated });
    expect(await getDb().select().from(visitProposals).where(eq(visitProposals.requestId, id))).toEqual([]);
    session.current = sessionOf(reception, NOW);
    // The action proposes at the real time: this file's days are in 2031.
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    try {
      expect(await propose()).toMatchObject({ status: "success", message: "Proposal sent by e-mail." });
    } finally {
      vi.useRealTimers();
    }
    expect(await getDb().select().from(visitProposals).where(eq(visitProposals.requestId, id))).toHaveLength(1);
    session.current = null;
  });

  it("refuses bad input with field messages: nothing to propose, no address for a home visit, a time in the past, a NUL byte, a megabyte", async () => {
    const london = await clinicId("london");
    const id = await request("spa", null);
    const admin = await createStaff("admin");
    await expect(proposeVisit(admin, form(id, london, { item1: "", lines: "" }), { now: NOW })).rejects.toMatchObject({
      name: "ZodError",
    });
    await expect(
      proposeVisit(admin, form(id, london, { place: "address", address: "" }), { now: NOW }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(proposeVisit(admin, form(id, london, { day: "2020-01-01" }), { now: NOW })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { day: "timeNotAhead" },
    });
    await expect(proposeVisit(admin, form(id, london, { note: "a\u0000b" }), { now: NOW })).rejects.toMatchObject({
      name: "ZodError",
    });
    await expect(
      proposeVisit(admin, form(id, london, { lines: "x".repeat(1_000_000) }), { now: NOW }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      proposeVisit(admin, form(id, london, { timeZone: "Mars/Olympus" }), { now: NOW }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(proposeVisit(admin, form(id, london, { item1: "NOPE" }), { now: NOW })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { item1: "treatmentRequired" },
    });
    await expect(proposeVisit(admin, form(id, london, { total: "0" }), { now: NOW })).rejects.toMatchObject({
      name: "ZodError",
    });
  });
});

describe("visit proposals: the customer answers", () => {
  it("accepts and pays: one order through the card path, the held chair becomes the booking's, the proposal accepted_paid, the request closed, the confirmation mailed, staff see the order", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", "london", "fr");
    const reception = await createStaff("reception", ["london"]);
    const { proposalId, token } = await proposeVisit(reception, form(id, london), { now: NOW });
    const view = await readAs(token, "fr");
    expect(view).toMatchObject({
      state: "open",
      described: { atClinic: true, hasTreatment: true, zone: expect.stringMatching(/^GMT/) },
    });
    if (view.state !== "open") throw new Error("not open");
    expect(view.described.total).toContain("1");
    expect(view.described.lines[1]).toBe("Chauffeur from the hotel");
    const [before] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));

    const accepted = await acceptAs(token, "fr");
    expect(accepted.status).toBe("paid");
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    expect(row!.status).toBe("accepted_paid");
    const [order] = await getDb().select().from(orders).where(eq(orders.id, row!.orderId!));
    expect(order).toMatchObject({
      status: "paid",
      totalCents: 125000,
      paidCents: 125000,
      leftToPayCents: 0,
      paymentMethod: "card",
      locale: "fr",
      clinicId: london,
    });
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, order!.id));
    expect(booking).toMatchObject({ status: "confirmed", startsAt: before!.startsAt });
    const [slot] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, before!.holdSlotId!));
    expect(slot).toMatchObject({ state: "booked", bookingId: booking!.id });
    const [req] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(req!.status).toBe("closed");
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, req!.email));
    expect(mails.map((m) => m.template)).toEqual(expect.arrayContaining(["visit-proposal", "booking-confirmation"]));
    const [listed] = await listVisitProposals(reception, id);
    expect(listed).toMatchObject({ status: "accepted_paid", orderNumber: order!.number });
    expect(await readAs(token, "en")).toMatchObject({
      state: "paid",
      orderNumber: order!.number,
    });
    await expect(acceptAs(token, "fr")).rejects.toMatchObject({ code: "PROPOSAL_CLOSED" });
  });

  it("two accepts at once make one order; the other hears PROPOSAL_CLOSED", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", "london");
    const admin = await createStaff("admin");
    const { proposalId, token } = await proposeVisit(admin, form(id, london), { now: NOW });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => acceptAs(token, "en")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "PROPOSAL_CLOSED" });
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    const [req] = await getDb().select().from(requests).where(eq(requests.id, id));
    const made = await getDb()
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(bookings, eq(bookings.orderId, orders.id))
      .where(eq(orders.notes, `Visit proposal ${proposalId}`));
    expect(made).toHaveLength(1);
    expect(row).toMatchObject({ status: "accepted_paid", orderId: made[0]!.id });
    expect(req!.status).toBe("closed");
  });

  it("an expired link is refused and says so; a wrong secret opens nothing and guesses are limited per address", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", "london");
    const admin = await createStaff("admin");
    const { proposalId, token } = await proposeVisit(admin, form(id, london), { now: NOW });
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    const later = new Date(row!.expiresAt.getTime() + 1000);
    expect(await readAs(token, "en", later)).toMatchObject({
      state: "expired",
    });
    await expect(acceptAs(token, "en", later)).rejects.toMatchObject({ code: "PROPOSAL_CLOSED" });
    await expect(declineVisitProposal(token, null, { client: client(), now: later })).rejects.toMatchObject({
      code: "PROPOSAL_CLOSED",
    });
    expect(
      await getDb()
        .select()
        .from(orders)
        .where(eq(orders.notes, `Visit proposal ${proposalId}`)),
    ).toEqual([]);

    const guesser = client();
    const wrong = `${proposalId}.${"A".repeat(43)}`;
    expect(await readAs(wrong, "en", NOW, guesser)).toEqual({ state: "unknown" });
    await expect(acceptAs(wrong, "en", NOW, guesser)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await readAs("not a token\u0000", "en", NOW, guesser)).toEqual({
      state: "unknown",
    });
    for (let i = 0; i < 7; i++) await readAs(`${randomUUID()}.${"B".repeat(43)}`, "en", NOW, guesser);
    await expect(readAs(token, "en", NOW, guesser)).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    // Another address still opens it.
    expect(await readAs(token, "en")).toMatchObject({
      state: "open",
    });
  });

  it("declines with a reason: staff see it, the held chair is freed, the link cannot be accepted after", async () => {
    const london = await clinicId("london");
    const id = await request("spa", "london");
    const reception = await createStaff("reception", ["london"]);
    const { proposalId, token } = await proposeVisit(reception, form(id, london), { now: NOW });
    await expect(
      declineVisitProposal(token, "We have changed our travel plans.", { client: client(), now: NOW }),
    ).resolves.toBeUndefined();
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    expect(row).toMatchObject({ status: "declined", declineReason: "We have changed our travel plans." });
    const [hold] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, row!.holdSlotId!));
    expect(hold!.state).toBe("released");
    expect((await listVisitProposals(reception, id))[0]).toMatchObject({
      status: "declined",
      declineReason: "We have changed our travel plans.",
    });
    const [req] = await getDb().select().from(requests).where(eq(requests.id, id));
    expect(req!.status).toBe("in_progress");
    await expect(acceptAs(token, "en")).rejects.toMatchObject({ code: "PROPOSAL_CLOSED" });
  });

  it("staff withdraw an unanswered proposal: the link says so, the chair is freed, the withdrawal is audited", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", "london");
    const reception = await createStaff("reception", ["london"]);
    const { proposalId, token } = await proposeVisit(reception, form(id, london), { now: NOW });
    await withdrawVisitProposal(reception, { requestId: String(id), proposalId });
    expect(await readAs(token, "ar")).toMatchObject({
      state: "withdrawn",
    });
    await expect(acceptAs(token, "en")).rejects.toMatchObject({ code: "PROPOSAL_CLOSED" });
    await expect(withdrawVisitProposal(reception, { requestId: String(id), proposalId })).rejects.toMatchObject({
      code: "PROPOSAL_CLOSED",
    });
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    const [hold] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, row!.holdSlotId!));
    expect(hold!.state).toBe("released");
    const audit = await auditRowOf("request.proposal_withdraw", String(id));
    expect(audit).toMatchObject({ actorId: reception.userId, after: { status: "withdrawn" } });
  });

  it("a declined card releases the order and the proposal can be accepted again; a home visit takes no chair and the confirmation gives its address", async () => {
    const london = await clinicId("london");
    const id = await request("concierge", null, "ja");
    const admin = await createStaff("admin");
    const { proposalId, token } = await proposeVisit(
      admin,
      form(id, london, {
        place: "address",
        address: "The Savoy, Strand, London WC2R 0EZ, room 412",
        item1: "",
        lines: "Vitamin drip at the hotel",
      }),
      { now: NOW },
    );
    const [sent] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    expect(sent!.holdSlotId).toBeNull();
    await expect(acceptAs(token, "ja", NOW, client(), card(SANDBOX_DECLINED_CARD))).rejects.toMatchObject({
      code: "PAYMENT_DECLINED",
    });
    const [reopened] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    expect(reopened).toMatchObject({ status: "sent", orderId: null });
    const paid = await acceptAs(token, "ja");
    expect(paid.status).toBe("paid");
    const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, proposalId));
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, row!.orderId!));
    expect(await getDb().select().from(chairSlots).where(eq(chairSlots.bookingId, booking!.id))).toEqual([]);
    const [req] = await getDb().select().from(requests).where(eq(requests.id, id));
    const [confirmation] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, req!.email), eq(mailOutbox.template, "booking-confirmation")));
    expect(confirmation).toMatchObject({ locale: "ja" });
    expect((confirmation!.props as { address: string }).address).toBe("The Savoy, Strand, London WC2R 0EZ, room 412");
  });
});
