"use server";

import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { formFields, publicAction } from "@/server/forms/action";
import { confirmNewsletterSubscription } from "@/server/newsletter/confirm-newsletter-subscription";
import { subscribeToNewsletter } from "@/server/newsletter/subscribe-to-newsletter";
import { unsubscribeFromNewsletter } from "@/server/newsletter/unsubscribe-from-newsletter";

/** The sign-up (footer, Join the community): the answer shows in place, "check your inbox". */
export const subscribeNewsletter = publicAction(
  formFields,
  async (input, ctx) => {
    await subscribeToNewsletter(input, { area: ctx.area, locale: ctx.locale, ip: ctx.ip, now: new Date() });
    return { status: "success", values: {} };
  },
  { fieldMessages: "newsletter" },
);

/** The button on the confirmation page (a link alone does not subscribe: mail scanners open links). */
export const confirmNewsletter = publicAction(formFields, async (input, ctx) => {
  const result = await confirmNewsletterSubscription(input.token ?? "", new Date());
  redirect(`${pathFor(ctx.area, ctx.locale, "newsletter/confirm")}?result=${result}`);
});

export const unsubscribeNewsletter = publicAction(formFields, async (input, ctx) => {
  const done = await unsubscribeFromNewsletter(input.token ?? "");
  redirect(`${pathFor(ctx.area, ctx.locale, "newsletter/unsubscribe")}?result=${done ? "done" : "invalid"}`);
});
