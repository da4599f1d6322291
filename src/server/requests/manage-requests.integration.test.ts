import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { createStaff } from "../../../tests/support/staff-fixtures";
import {
  assignRequest,
  changeRequestStatus,
  getRequestForStaff,
  listAssignableStaff,
  listRequestsForStaff,
  replyToRequest,
  requestKindsFor,
} from "./manage-requests";
import { recordRequest, type RequestKind } from "./record-request";
import { auditRowOf } from "../../../tests/support/audit-log";

const NOW = new Date("2031-07-01T09:00:00Z");

async function request(kind: RequestKind, clinicSlug: string | null, locale = "en") {
  const tag = randomUUID().slice(0, 8);
  const { id } = await recordRequest(
    {
      kind,
      fullName: `Ada ${tag}`,
      email: `ada-${tag}@example.com`,
      phone: "+442079460000",
      clinicSlug,
      message: `Question ${tag}`,
      locale,
      area: "uk",
    },
    NOW,
  );
  return id;
}

describe("the requests inbox", () => {
  it("shows reception the requests of their clinics and those without a clinic, never another clinic's", async () => {
    const london = await request("contact", "london");
    const capeTown = await request("contact", "cape-town");
    const noClinic = await request("call-back", null);
    const reception = await createStaff("reception", ["london"]);
    const ids = (await listRequestsForStaff(reception, {})).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([london, noClinic]));
    expect(ids).not.toContain(capeTown);
    await expect(getRequestForStaff(reception, capeTown)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeRequestStatus(reception, { requestId: String(capeTown), status: "closed" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(replyToRequest(reception, { requestId: String(capeTown), body: "Hello" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const admin = await createStaff("admin");
    expect((await listRequestsForStaff(admin, {})).map((r) => r.id)).toEqual(
      expect.arrayContaining([london, capeTown, noClinic]),
    );
  });

  it("keeps careers and franchising for managers and administrators: reception sees its clinics' customer requests (issue 41)", async () => {
    const contact = await request("contact", "new-york");
    const careers = await request("careers", "new-york");
    const franchising = await request("franchising", null);
    const reception = await createStaff("reception", ["new-york"]);
    const seen = (await listRequestsForStaff(reception, {})).map((r) => r.id);
    expect(seen).toContain(contact);
    expect(seen).not.toContain(careers);
    expect(seen).not.toContain(franchising);
    expect(await listRequestsForStaff(reception, { kind: "careers" })).toEqual([]);
    await expect(getRequestForStaff(reception, careers)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeRequestStatus(reception, { requestId: String(franchising), status: "closed" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(requestKindsFor(reception)).not.toContain("careers");
    expect(requestKindsFor(reception)).toContain("contact");

    const manager = await createStaff("manager", ["new-york"]);
    expect((await listRequestsForStaff(manager, {})).map((r) => r.id)).toEqual(
      expect.arrayContaining([contact, careers, franchising]),
    );
    expect((await getRequestForStaff(manager, careers)).kind).toBe("careers");
    expect(requestKindsFor(manager)).toEqual(expect.arrayContaining(["careers", "franchising"]));
    // a manager of another clinic still sees only the applications without a clinic, not New York's
    const londonManager = await createStaff("manager", ["london"]);
    const londons = (await listRequestsForStaff(londonManager, {})).map((r) => r.id);
    expect(londons).toContain(franchising);
    expect(londons).not.toContain(careers);
  });

  it("filters by kind, status and clinic", async () => {
    const callBack = await request("call-back", null);
    const contact = await request("contact", "london");
    const admin = await createStaff("admin");
    const kinds = await listRequestsForStaff(admin, { kind: "call-back" });
    expect(kinds.every((r) => r.kind === "call-back")).toBe(true);
    expect(kinds.map((r) => r.id)).toContain(callBack);
    expect((await listRequestsForStaff(admin, { clinic: "none" })).every((r) => r.clinicSlug === null)).toBe(true);
    await changeRequestStatus(admin, { requestId: String(contact), status: "in_progress" }, NOW);
    const inProgress = await listRequestsForStaff(admin, { status: "in_progress", clinic: "london" });
    expect(inProgress.map((r) => r.id)).toContain(contact);
    expect(inProgress.every((r) => r.status === "in_progress" && r.clinicSlug === "london")).toBe(true);
  });

  it("assigns a request to a member of staff of its clinic, and not to someone else", async () => {
    const id = await request("contact", "london");
    const reception = await createStaff("reception", ["london"]);
    const colleague = await createStaff("manager", ["london"]);
    const elsewhere = await createStaff("reception", ["cape-town"]);
    expect((await listAssignableStaff(reception, "london")).map((s) => s.id)).toContain(colleague.userId);
    await expect(assignRequest(reception, { requestId: String(id), staffId: elsewhere.userId })).rejects.toMatchObject({
      code: "VALIDATION",
    });
    await assignRequest(reception, { requestId: String(id), staffId: colleague.userId }, NOW);
    const seen = await getRequestForStaff(reception, id);
    expect(seen.assignedTo).toBe(colleague.userId);
    expect(seen.assignee).toBe(`${colleague.firstName} ${colleague.lastName}`);
    const audit = await auditRowOf("request.assign", String(id));
    expect(audit).toMatchObject({
      actorId: reception.userId,
      before: { assignedTo: null },
      after: { assignedTo: colleague.userId },
    });
  });

  it("replies by mail through the outbox in the visitor's language, keeps the reply on the request and marks it answered", async () => {
    const id = await request("contact", "london", "de");
    const reception = await createStaff("reception", ["london"]);
    await expect(replyToRequest(reception, { requestId: String(id), body: "   " })).rejects.toMatchObject({
      name: "ZodError",
    });
    const { mailId } = await replyToRequest(
      reception,
      { requestId: String(id), body: "Yes, we open at nine.\n\nSee you soon." },
      NOW,
    );
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    const seen = await getRequestForStaff(reception, id);
    expect(mail).toMatchObject({ to: seen.email, locale: "de", template: "request-reply", status: "pending" });
    expect(mail!.props).toMatchObject({
      reference: seen.reference,
      body: "Yes, we open at nine.\n\nSee you soon.",
      staff: reception.firstName,
    });
    expect(seen.status).toBe("answered");
    expect(seen.replies).toEqual([
      {
        body: "Yes, we open at nine.\n\nSee you soon.",
        sentAt: NOW,
        staff: `${reception.firstName} ${reception.lastName}`,
      },
    ]);
    const audit = await auditRowOf("request.reply", String(id));
    expect(audit).toMatchObject({ before: { status: "new" }, after: { status: "answered", mailId } });
  });

  it("refuses a status that does not exist", async () => {
    const reception = await createStaff("reception", ["london"]);
    await expect(changeRequestStatus(reception, { requestId: "1", status: "nonsense" as never })).rejects.toMatchObject(
      { name: "ZodError" },
    );
  });
});
