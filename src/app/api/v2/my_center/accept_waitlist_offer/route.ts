import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { ok } from "@/server/api/envelope";
import { isoInstant } from "@/server/api/shapes";
import { holderCookie, holderKeyOf } from "@/server/availability/holder-key";
import { cartLineSchema, toCartList } from "@/server/basket/cart-list";
import { acceptWaitlistOffer } from "@/server/waitlist/accept-waitlist-offer";
import { ownRecordIdField } from "../../../_contract/shared-fields";

/**
 * Take a waitlist offer to checkout (decision 183): the held time becomes this browser's hold (its holder cookie,
 * set here when it has none) and the clinic's basket becomes the entry's lines; place the order with `hold_id`.
 */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/accept_waitlist_offer",
    methods: ["POST"],
    tag: "Waitlist",
    summary: "Take a waitlist offer to checkout",
    description:
      "The hold belongs to the caller's holder cookie (set by this answer when missing); send the cookie back with the order, which turns the hold into the booking.",
    input: z.object({
      entry_id: ownRecordIdField,
    }),
    output: z.object({
      entry_id: z.string(),
      store_id: z.number().int(),
      date: z.string(),
      starts_at: isoInstant,
      hold_id: z.string(),
      expires_at: isoInstant,
      cart_list: z.array(cartLineSchema),
    }),
    errors: ["NOT_FOUND", "WAITLIST_OFFER_CLOSED"],
    example: { entry_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a" },
  },
  async ({ entry_id }, { customer, request, locale }) => {
    const holder = holderKeyOf(request);
    const accepted = await acceptWaitlistOffer(
      { id: customer.user.id },
      { entryId: entry_id },
      { holderKey: holder.key },
    );
    const response = ok({
      entry_id: accepted.entryId,
      store_id: accepted.clinicId,
      date: accepted.day,
      starts_at: accepted.startsAt.toISOString(),
      hold_id: accepted.holdId,
      expires_at: accepted.expiresAt.toISOString(),
      cart_list: await toCartList(accepted.lines, customer.user.isFree, locale, accepted.clinicId),
    });
    if (holder.minted) response.cookies.set(holderCookie(holder.key));
    return response;
  },
);
