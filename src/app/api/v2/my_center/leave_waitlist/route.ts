import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { leaveWaitlist } from "@/server/waitlist/leave-waitlist";
import { ownRecordIdField } from "../../../_contract/shared-fields";

/** Leave a waitlist; a time held for the entry goes to the next in line. Another customer's entry is NOT_FOUND. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/leave_waitlist",
    methods: ["POST"],
    tag: "Waitlist",
    summary: "Leave a waitlist",
    input: z.object({
      entry_id: ownRecordIdField,
    }),
    output: z.object({ entry_id: z.string() }),
    errors: ["NOT_FOUND"],
    example: { entry_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a" },
  },
  async ({ entry_id }, { customer }) => ({
    entry_id: (await leaveWaitlist({ id: customer.user.id }, { entryId: entry_id })).id,
  }),
);
