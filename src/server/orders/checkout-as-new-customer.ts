import "server-only";
import { z } from "zod";
import {
  emailField,
  fieldErrors,
  firstNameField,
  lastNameField,
  mobileFields,
  passwordField,
  checkbox,
  titleField,
  toE164,
} from "@/server/accounts/fields";
import { createCustomerAccount, registerSchema, type RegisterContext } from "@/server/accounts/register-user";
import type { NewSession } from "@/server/accounts/sessions";
import { verifyBotCheck } from "@/server/bot-check/verify-bot-check";
import type { Campaign } from "@/server/cookie-consent/campaign";
import { AppError } from "@/server/errors/app-error";
import { cardFormSchema } from "@/server/payments/card-schema";
import { payOrderByCard } from "./pay-order";
import type { PaymentProvider } from "@/server/payments/payment-provider";
import { placeOrder, placeOrderSchema } from "./place-order";

/**
 * Checkout's new customer (decision 116): only what the clinic needs. No e-mail or password confirmation
 * (the register page keeps them); one password, or none when the customer chooses to sign in by e-mail code.
 */
export const newCustomerSchema = z.object({
  title: titleField,
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  ...mobileFields(),
  signInBy: z.enum(["password", "code"], "passwordRequired").default("password"),
  password: z.string("passwordRequired").max(1_000, "passwordLength").optional(),
  referralCode: registerSchema.shape.referralCode,
  remember: checkbox,
});

const orderFields = placeOrderSchema.omit({ holderKey: true });
const mobileOnly = z.object(mobileFields());

export interface NewCustomerCheckoutDeps extends RegisterContext {
  provider: PaymentProvider;
  /** The signed holder cookie's key: the visitor's chair hold (decision 076). */
  holderKey: string;
  client?: string;
  campaign?: Campaign | null;
}

export type NewCustomerCheckout =
  | {
      userId: string;
      email: string;
      session: NewSession;
      order: {
        orderId: string;
        orderNumber: string;
        bookingNumber: string;
        status: "confirmed" | "paid" | "requires_action";
        clientSecret?: string;
      };
      orderError?: undefined;
    }
  | { userId: string; email: string; session: NewSession; order?: undefined; orderError: unknown };

/**
 * One submit at checkout: every field is checked first (the account, the terms, the order and the sandbox card),
 * so a typo writes nothing and does not spend the visitor's ALTCHA solution; then the bot check; then the account
 * (its own transaction: signed in from here on); then the order and its payment.
 *
 * The order can still fail after the account exists (the time was taken meanwhile, the card declined): the result
 * then carries the session and the order's error, never a throw, so the caller signs the visitor in and they retry
 * as a customer (decision 116). Before the account exists, problems throw as usual (nothing was written).
 */
export async function checkoutAsNewCustomer(
  input: Record<string, unknown>,
  deps: NewCustomerCheckoutDeps,
): Promise<NewCustomerCheckout> {
  const now = deps.now ?? new Date();
  const fields: Record<string, string> = {};
  const add = (error: z.ZodError) => {
    for (const [field, key] of Object.entries(fieldErrors(error))) fields[field] ??= key;
  };

  const account = newCustomerSchema.safeParse(input);
  if (!account.success) add(account.error);
  const byCode = account.success ? account.data.signInBy === "code" : input.signInBy === "code";
  if (!byCode) {
    const password = passwordField.safeParse(typeof input.password === "string" ? input.password : "");
    if (!password.success) fields.password ??= password.error.issues[0]!.message;
  }
  // Each check runs on its own field, so one submit names every problem at once.
  const mobile = mobileOnly.safeParse(input);
  if (mobile.success && mobile.data.mobile && !toE164(mobile.data.countryCode, mobile.data.mobile))
    fields.mobile ??= "phoneInvalid";

  const order = orderFields.safeParse(input);
  if (!order.success) add(order.error);
  const cardCheck =
    input.paymentMethod === "card" && deps.provider.name === "sandbox" ? cardFormSchema(now).safeParse(input) : null;
  if (cardCheck && !cardCheck.success) add(cardCheck.error);

  if (Object.keys(fields).length || !account.success || !order.success) throw new AppError("VALIDATION", {}, fields);

  await verifyBotCheck({ form: "checkout", payload: input.altcha, honeypot: input.website, now });

  const data = account.data;
  const { userId, session } = await createCustomerAccount(
    {
      ...data,
      mobile: toE164(data.countryCode, data.mobile)!,
      password: data.signInBy === "code" ? null : String(input.password),
    },
    deps,
  );
  const signedIn = { userId, email: data.email, session };

  try {
    const placed = await placeOrder(
      { id: userId },
      { ...order.data, holderKey: deps.holderKey },
      { now, client: deps.client, campaign: deps.campaign },
    );
    const base = { orderId: placed.orderId, orderNumber: placed.orderNumber, bookingNumber: placed.bookingNumber };
    if (placed.status !== "awaiting_payment") return { ...signedIn, order: { ...base, status: placed.status } };
    const paid = await payOrderByCard(
      userId,
      placed.orderId,
      deps.provider,
      cardCheck?.success ? cardCheck.data : undefined,
    );
    return {
      ...signedIn,
      order:
        paid.status === "paid"
          ? { ...base, status: "paid" }
          : { ...base, status: "requires_action", clientSecret: paid.clientSecret },
    };
  } catch (orderError) {
    return { ...signedIn, orderError };
  }
}
