"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { formFields, staffAction } from "@/server/forms/action";
import { assignRequest, changeRequestStatus, replyToRequest } from "@/server/requests/manage-requests";
import { proposeVisit, withdrawVisitProposal } from "@/server/requests/propose-visit";
import type { FormState } from "@/shared/forms/form-state";

/** Inbox forms: reception and up; the use cases check the request is one this person may see (and its clinic). */
const reception = staffAction({ role: "reception" });

function saved(message: string): FormState {
  refreshPages("/[area]/[locale]/staff/requests/[id]", "page");
  return { status: "success", message };
}

export const changeRequestStatusAction = reception(formFields, async (input, ctx) => {
  await changeRequestStatus(ctx.actor, { requestId: input.requestId ?? "", status: input.status ?? "" });
  return saved("Status saved.");
});

export const assignRequestAction = reception(formFields, async (input, ctx) => {
  await assignRequest(ctx.actor, { requestId: input.requestId ?? "", staffId: input.staffId ?? "" });
  return saved("Assignment saved.");
});

export const replyToRequestAction = reception(formFields, async (input, ctx) => {
  await replyToRequest(ctx.actor, { requestId: input.requestId ?? "", body: input.body ?? "" });
  return saved("Reply sent by e-mail.");
});

export const proposeVisitAction = reception(formFields, async (input, ctx) => {
  await proposeVisit(ctx.actor, input);
  return saved("Proposal sent by e-mail.");
});

export const withdrawVisitProposalAction = reception(formFields, async (input, ctx) => {
  await withdrawVisitProposal(ctx.actor, { requestId: input.requestId ?? "", proposalId: input.proposalId ?? "" });
  return saved("Proposal withdrawn.");
});
