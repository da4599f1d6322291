import "server-only";
import { z } from "zod";
import { cardFormSchema } from "./card-schema";
import { getPaymentProvider } from "./get-payment-provider";
import type { CardDetails } from "./payment-provider";

/** The sandbox card form's three fields as an API contract declares them: Stripe takes the card in its own frame. */
const cardFields = {
  cardNumber: z.string().optional().meta({
    description: "Sandbox only: the card typed into our form (test cards 4242…, decline 4000 0000 0000 0002).",
  }),
  cardExpiry: z.string().optional().meta({ description: "Sandbox only: MM/YY." }),
  cardCvc: z.string().optional().meta({ description: "Sandbox only." }),
};

type CardFields = { cardNumber?: string; cardExpiry?: string; cardCvc?: string };

/**
 * An API contract's input with the card form's fields, handed to the handler as `card`: once the other fields are
 * valid, the sandbox checks the card as the checkout's form does (`cardFormSchema`: its rules and messages, on its
 * fields), so a typo fails the contract's one parse before anything is written. `card` is undefined with Stripe
 * (the Payment Element takes the card) and when `byCard` says the call is not paid by card.
 */
export function withCard<S extends z.ZodObject>(schema: S, byCard: (input: z.output<S>) => boolean = () => true) {
  return schema.extend(cardFields).transform((all, ctx) => {
    const { cardNumber, cardExpiry, cardCvc, ...input } = all as z.output<S> & CardFields;
    let card: CardDetails | undefined;
    if (getPaymentProvider().name === "sandbox" && byCard(input as z.output<S>)) {
      const checked = cardFormSchema().safeParse({ cardNumber, cardExpiry, cardCvc });
      if (!checked.success) {
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        return z.NEVER;
      }
      card = checked.data;
    }
    return { ...(input as z.output<S>), card };
  });
}
