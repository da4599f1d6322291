import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { ok } from "@/server/api/envelope";
import { isoInstant } from "@/server/api/shapes";
import { holderCookie, holderKeyOf } from "@/server/availability/holder-key";
import { holdSlot, holdSlotSchema } from "@/server/availability/hold-slot";
import { clientAddress } from "@/server/http/client-address";

/**
 * Hold a chair for 10 minutes while the visitor checks out (decision 076). The holder is the browser's
 * signed cookie, minted here on the first hold. Holds are limited per holder; a client address is only flood-guarded,
 * and past its hourly allowance asks for the bot check's proof of work (`altcha`, form "hold") first (decision 241).
 */
export const POST = publicRoute(
  {
    path: "/api/v2/place_order/hold",
    methods: ["POST"],
    tag: "Checkout",
    summary: "Hold a chair for 10 minutes",
    description:
      "The hold belongs to the caller's holder cookie (set by this answer); send the cookie back with the order. Answered PROOF_REQUIRED (many holds from one address in an hour), solve a challenge from GET /api/altcha?form=hold and send the same hold again with its solution in `altcha`.",
    input: holdSlotSchema,
    output: z.object({ hold_id: z.string(), starts_at: isoInstant, expires_at: isoInstant }),
    errors: [
      "CLINIC_REQUIRED",
      "LEAD_TIME",
      "OUTSIDE_HOURS",
      "SLOT_TAKEN",
      "HOLD_LIMIT",
      "PROOF_REQUIRED",
      "BOT_CHECK",
      "BOT_CHECK_EXPIRED",
    ],
    example: { clinicId: 1, startsAt: "2026-12-01T10:00:00.000Z", durationMinutes: 60 },
  },
  async (input, { request }) => {
    const holder = holderKeyOf(request);
    const address = clientAddress(request.headers);
    const now = new Date();
    const hold = await holdSlot(input, { holderKey: holder.key, clientAddress: address, proof: input.altcha }, now);
    const response = ok({
      hold_id: hold.id,
      starts_at: hold.startsAt.toISOString(),
      expires_at: hold.expiresAt.toISOString(),
    });
    if (holder.minted) response.cookies.set(holderCookie(holder.key));
    return response;
  },
);
