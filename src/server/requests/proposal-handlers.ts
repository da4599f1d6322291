import "server-only";
import { withStaff } from "@/server/staff/current-staff";
import { proposeVisit, withdrawVisitProposal } from "./propose-visit";
import type { ProposeVisitInput } from "./visit-proposal-schema";

/**
 * The back office's proposal actions, permission declared here (reception and up; the use cases check the
 * request is one this person may see and the clinic one they work at). The request-detail forms call these.
 */
export const proposeVisitAsStaff = withStaff(
  (actor, input: ProposeVisitInput, deps: { now?: Date } = {}) => proposeVisit(actor, input, deps),
  { role: "reception" },
);

export const withdrawVisitProposalAsStaff = withStaff(
  (actor, input: { requestId: string; proposalId: string }) => withdrawVisitProposal(actor, input),
  { role: "reception" },
);
