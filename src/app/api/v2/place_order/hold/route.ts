import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { holdSlot, holdSlotSchema } from "@/server/availability/hold-slot";

/** Hold a chair for 10 minutes while the visitor checks out. */
export const POST = handleApi(async (request) => {
  const hold = await holdSlot(holdSlotSchema.parse(await readPayload(request)));
  return { hold_id: hold.id, starts_at: hold.startsAt.toISOString(), expires_at: hold.expiresAt.toISOString() };
});
