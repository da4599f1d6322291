import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { ok } from "@/server/api/envelope";
import { isoInstant } from "@/server/api/shapes";
import { consumeRate, rules } from "@/server/accounts/rate-limit";
import { holderCookie, holderKeyOf } from "@/server/availability/holder-key";
import { holdSlot, holdSlotSchema } from "@/server/availability/hold-slot";
import { clientAddress } from "@/server/http/client-address";

/**
 * Hold a chair for 10 minutes while the visitor checks out (decision 076). The holder is the browser's
 * signed cookie, minted here on the first hold; live holds are limited per holder and per address.
 */
export const POST = publicRoute(
  {
    path: "/api/v2/place_order/hold",
    methods: ["POST"],
    tag: "Checkout",
    summary: "Hold a chair for 10 minutes",
    description:
      "The hold belongs to the caller's holder cookie (set by this answer); send the cookie back with the order.",
    input: holdSlotSchema,
    output: z.object({ hold_id: z.string(), starts_at: isoInstant, expires_at: isoInstant }),
    errors: ["CLINIC_REQUIRED", "LEAD_TIME", "OUTSIDE_HOURS", "SLOT_TAKEN", "HOLD_LIMIT", "RATE_LIMITED"],
    example: { clinicId: 1, startsAt: "2026-12-01T10:00:00.000Z", durationMinutes: 60 },
  },
  async (input, { request }) => {
    const holder = holderKeyOf(request);
    const address = clientAddress(request.headers);
    const now = new Date();
    await consumeRate(rules.chairHoldIp, address, now);
    const hold = await holdSlot(input, { holderKey: holder.key, clientAddress: address }, now);
    const response = ok({
      hold_id: hold.id,
      starts_at: hold.startsAt.toISOString(),
      expires_at: hold.expiresAt.toISOString(),
    });
    if (holder.minted) response.cookies.set(holderCookie(holder.key));
    return response;
  },
);
