import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { consumeRate, rules } from "@/server/accounts/rate-limit";
import { holderCookie, holderKeyOf } from "@/server/availability/holder-key";
import { holdSlot, holdSlotSchema } from "@/server/availability/hold-slot";
import { clientAddress } from "@/server/http/client-address";

/**
 * Hold a chair for 10 minutes while the visitor checks out (decision 076). The holder is the browser's
 * signed cookie, minted here on the first hold; live holds are limited per holder and per address.
 */
export async function POST(request: Request) {
  const holder = holderKeyOf(request);
  const response = await handleApi(async () => {
    const input = holdSlotSchema.parse(await readPayload(request));
    const address = clientAddress(request.headers);
    const now = new Date();
    await consumeRate(rules.chairHoldIp, address, now);
    const hold = await holdSlot(input, { holderKey: holder.key, clientAddress: address }, now);
    return { hold_id: hold.id, starts_at: hold.startsAt.toISOString(), expires_at: hold.expiresAt.toISOString() };
  })(request);
  if (holder.minted) response.cookies.set(holderCookie(holder.key));
  return response;
}
