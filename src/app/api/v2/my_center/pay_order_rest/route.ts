import { env } from "@/config/env";
import { withCustomer } from "@/server/accounts/with-customer";
import { apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { cardFormSchema } from "@/server/payments/card-schema";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payOrderRest } from "@/server/payments/pay-order";

/**
 * "Pay the rest online" from My Orders: the sandbox charges the card form here; Stripe answers the
 * PaymentIntent's client secret for the Payment Element and the signed webhook applies the payment.
 */
export const POST = withCustomer(async (request, { user, locale }) => {
  try {
    const p = await readPayload(request);
    const provider = getPaymentProvider();
    const card = provider.name === "sandbox" ? cardFormSchema().parse(p) : undefined;
    const paid = await payOrderRest(user.id, String(p.order_id ?? ""), provider, card);
    return ok(paid.status === "paid" ? { status: "paid" } : { status: "requires_action", client_secret: paid.clientSecret, publishable_key: env().STRIPE_PUBLISHABLE_KEY ?? null });
  } catch (error) {
    return fail(error, await apiTranslator(locale));
  }
});
