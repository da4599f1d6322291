"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import type { FormState } from "@/shared/forms/form-state";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import { assignRequest, changeRequestStatus, replyToRequest } from "@/server/requests/manage-requests";
import { proposeVisitAsStaff, withdrawVisitProposalAsStaff } from "@/server/requests/proposal-handlers";
import type { StaffActor } from "@/server/staff/actor";
import { withStaff } from "@/server/staff/current-staff";

/** Inbox forms: reception and up; the use cases check the request is one this person may see. */
function inboxForm(run: (actor: StaffActor, c: ActionContext) => Promise<string>) {
  const handler = withStaff(
    async (actor, c: ActionContext): Promise<FormState> => {
      const message = await run(actor, c);
      refreshPages("/[area]/[locale]/staff/requests/[id]", "page");
      return { status: "success", message };
    },
    { role: "reception" },
  );
  return (data: FormData) => runFormAction(data, (c) => handler(c), { fieldMessages: "staff" });
}

const statusForm = inboxForm(async (actor, c) => {
  await changeRequestStatus(actor, { requestId: c.input.requestId ?? "", status: (c.input.status ?? "") as never });
  return "Status saved.";
});
const assignForm = inboxForm(async (actor, c) => {
  await assignRequest(actor, { requestId: c.input.requestId ?? "", staffId: c.input.staffId ?? "" });
  return "Assignment saved.";
});
const replyForm = inboxForm(async (actor, c) => {
  await replyToRequest(actor, { requestId: c.input.requestId ?? "", body: c.input.body ?? "" });
  return "Reply sent by e-mail.";
});

export async function changeRequestStatusAction(_: FormState, data: FormData) {
  return statusForm(data);
}
export async function assignRequestAction(_: FormState, data: FormData) {
  return assignForm(data);
}
export async function replyToRequestAction(_: FormState, data: FormData) {
  return replyForm(data);
}

/** Proposal forms: the permission is declared on the handlers (proposal-handlers.ts, reception and up). */
function proposalForm(run: (c: ActionContext) => Promise<string>) {
  return (data: FormData) =>
    runFormAction(
      data,
      async (c): Promise<FormState> => {
        const message = await run(c);
        refreshPages("/[area]/[locale]/staff/requests/[id]", "page");
        return { status: "success", message };
      },
      { fieldMessages: "staff" },
    );
}
const proposeForm = proposalForm(async (c) => {
  await proposeVisitAsStaff(c.input);
  return "Proposal sent by e-mail.";
});
const withdrawForm = proposalForm(async (c) => {
  await withdrawVisitProposalAsStaff({ requestId: c.input.requestId ?? "", proposalId: c.input.proposalId ?? "" });
  return "Proposal withdrawn.";
});

export async function proposeVisitAction(_: FormState, data: FormData) {
  return proposeForm(data);
}
export async function withdrawVisitProposalAction(_: FormState, data: FormData) {
  return withdrawForm(data);
}
