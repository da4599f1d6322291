import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { clientAddress } from "@/server/http/client-address";
import { declineVisitProposal } from "@/server/requests/answer-visit-proposal";
import { declineProposalSchema } from "@/server/requests/visit-proposal-schema";

/** Decline a visit proposal, with an optional reason the concierge team reads (decision 147). */
export const POST = publicRoute(
  {
    path: "/api/v2/visit_proposal/decline",
    methods: ["POST"],
    tag: "Orders",
    summary: "Decline a visit proposal",
    input: declineProposalSchema,
    output: z.object({ status: z.literal("declined") }),
    errors: ["NOT_FOUND", "PROPOSAL_CLOSED", "RATE_LIMITED", "VALIDATION"],
    example: {
      token: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a.Xb3kq0pA1u9Yt0cZ7rVwQm2nL5sE8dH4jF6gK1aB2cD",
      reason: "We have changed our travel plans.",
    },
  },
  async (input, { request }) => {
    await declineVisitProposal(input.token, input.reason, { client: clientAddress(request.headers) });
    return { status: "declined" as const };
  },
);
