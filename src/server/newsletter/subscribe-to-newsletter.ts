import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { newsletterSubscribers } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { guardPublicForm, type PublicFormContext } from "@/server/requests/guard-public-form";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import { newConfirmToken, newsletterUrl } from "./newsletter-links";
import { newsletterSchema } from "./newsletter-schema";

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

/**
 * Sign up for the newsletter, double opt-in: store the address as pending and mail a confirmation
 * link; nothing else happens until it is followed. An address already confirmed gets no mail and the
 * same answer, so the form does not tell strangers who subscribes. Bots and floods are refused first.
 */
export async function subscribeToNewsletter(input: Record<string, unknown>, context: PublicFormContext): Promise<void> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  const email = parsed.data.email.toLowerCase();
  await guardPublicForm({
    form: "newsletter",
    ip: context.ip,
    email,
    botCheck: input.altcha,
    honeypot: input.website,
    now: context.now,
  });

  const { token, hash } = newConfirmToken();
  const expires = new Date(context.now.getTime() + CONFIRM_DAYS * 86_400_000);
  await getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (existing?.status === "confirmed") return;
    const values = {
      name: parsed.data.name ?? null,
      locale: context.locale,
      area: context.area,
      status: "pending",
      confirmTokenHash: hash,
      confirmExpiresAt: expires,
    };
    if (existing) await tx.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.email, email));
    else await tx.insert(newsletterSubscribers).values({ email, ...values, createdAt: context.now });
    await enqueueMail(tx, {
      to: email,
      locale: context.locale,
      template: "newsletter-confirm",
      props: {
        name: parsed.data.name ?? null,
        url: newsletterUrl(context.area, context.locale, "confirm", token),
        days: CONFIRM_DAYS,
      },
    });
  });
}
