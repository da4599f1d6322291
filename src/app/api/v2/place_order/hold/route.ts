import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { clientAddress } from "@/server/http/client-address";
import { consumeRate, rules } from "@/server/accounts/rate-limit";
import { holdSlot, holdSlotSchema } from "@/server/availability/hold-slot";

/** Hold a chair for 10 minutes while the visitor checks out; limited per address and per browser. */
export const POST = handleApi(async (request) => {
  const input = holdSlotSchema.parse(await readPayload(request));
  const now = new Date();
  await consumeRate(rules.chairHoldIp, clientAddress(request.headers), now);
  await consumeRate(rules.chairHoldBrowser, input.holderKey, now);
  const hold = await holdSlot(input);
  return { hold_id: hold.id, starts_at: hold.startsAt.toISOString(), expires_at: hold.expiresAt.toISOString() };
});
