"use server";

import { redirect } from "next/navigation";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { brand } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { scheduledWith } from "@/server/accounts/background";
import { changePassword } from "@/server/accounts/change-password";
import { nextPathOrAccountHome } from "@/i18n/safe-next-path";
import { deleteAccount } from "@/server/customers/delete-account";
import { confirmAddress } from "@/server/accounts/confirm-address";
import { resendAddressProof } from "@/server/accounts/send-address-proof";
import { registerVisitor } from "@/server/accounts/register-visitor";
import { requestPasswordReset, requestPasswordResetSchema } from "@/server/accounts/request-password-reset";
import { resetPassword } from "@/server/accounts/reset-password";
import { sendLoginCode } from "@/server/accounts/send-login-code";
import {
  clearSessionCookies,
  endCurrentSession,
  forgetRememberedEmail,
  setSessionCookies,
} from "@/server/accounts/session-cookie";
import { signInWithCode } from "@/server/accounts/sign-in-with-code";
import { signInWithPassword } from "@/server/accounts/sign-in-with-password";
import { updateProfile } from "@/server/accounts/update-profile";
import { customerAction, formFields, publicAction, type ActionContext } from "@/server/forms/action";
import { isStaffRole } from "@/server/staff/actor";

const absolute = (path: string) => `${brand.siteUrl}${path}`;
/** A valid ?next=, the account home when it was refused (decision 077), the settings page when there was none. */
const afterSignIn = (ctx: ActionContext, whenMissing = pathFor(ctx.area, ctx.locale, "account/settings")) =>
  nextPathOrAccountHome(ctx.fields.next, { area: ctx.area, locale: ctx.locale, origin: brand.siteUrl, whenMissing });

export const registerAction = publicAction(formFields, async (input, ctx) => {
  const { session } = await registerVisitor(input, {
    locale: ctx.locale,
    accountUrl: absolute(pathFor(ctx.area, ctx.locale, "account/settings")),
    area: ctx.area,
  });
  await setSessionCookies(session, input.email?.trim().toLowerCase());
  redirect(afterSignIn(ctx, `${pathFor(ctx.area, ctx.locale, "account/settings")}?welcome=1`));
});

export const passwordSignInAction = publicAction(formFields, async (input, ctx) => {
  const { session, email, role } = await signInWithPassword(input, { ip: ctx.ip, proof: input.altcha });
  await setSessionCookies(session, email);
  // Staff without a ?next= go to the back office (its second step first), not the customer account.
  redirect(afterSignIn(ctx, isStaffRole(role) ? pathFor(ctx.area, "en", "staff") : undefined));
});

export const codeSignInAction = publicAction(
  formFields,
  async (input, ctx) => {
    if (input.intent === "send") {
      await sendLoginCode(input, { locale: ctx.locale, background: scheduledWith(after) });
      const t = await getTranslations({ locale: ctx.locale, namespace: "auth.login" });
      return {
        status: "success",
        step: "code",
        message: t("codeSent", { email: input.email ?? "" }),
        values: { email: input.email ?? "" },
      };
    }
    const { session, email } = await signInWithCode(input, { ip: ctx.ip });
    await setSessionCookies(session, email);
    redirect(afterSignIn(ctx));
  },
  // A failed code keeps the visitor on the code step.
  { keepOnFailure: (fields) => (fields.intent === "send" ? {} : { step: "code" }) },
);

export const forgetAccountAction = publicAction(formFields, async (_, ctx) => {
  await forgetRememberedEmail();
  redirect(pathFor(ctx.area, ctx.locale, "login"));
});

export const forgotPasswordAction = publicAction(requestPasswordResetSchema, async ({ email }, ctx) => {
  await requestPasswordReset(
    { email },
    {
      locale: ctx.locale,
      resetPageUrl: absolute(pathFor(ctx.area, ctx.locale, "reset-password")),
      background: scheduledWith(after),
    },
  );
  const t = await getTranslations({ locale: ctx.locale, namespace: "auth.forgot" });
  return { status: "success", step: "sent", message: t("sent", { email }), values: { email } };
});

export const resetPasswordAction = publicAction(formFields, async (input, ctx) => {
  await resetPassword(input);
  redirect(`${pathFor(ctx.area, ctx.locale, "login")}?reset=1`);
});

export const updateProfileAction = customerAction(
  formFields,
  async (input, ctx) => {
    await updateProfile(ctx.customer.id, input);
    const t = await getTranslations({ locale: ctx.locale, namespace: "account.settings" });
    const { area, locale, ...values } = input;
    void area;
    void locale;
    return { status: "success", message: t("modified"), values };
  },
  { signedOut: "login" },
);

export const changePasswordAction = customerAction(
  formFields,
  async (input, ctx) => {
    await changePassword({ id: ctx.customer.id, sessionId: ctx.customer.sessionId }, input, {
      resetPageUrl: absolute(pathFor(ctx.area, ctx.locale, "forgot-password")),
    });
    const t = await getTranslations({ locale: ctx.locale, namespace: "account.settings" });
    return { status: "success", message: t("modified") };
  },
  { signedOut: "login" },
);

export const logoutAction = publicAction(formFields, async (_, ctx) => {
  await endCurrentSession();
  redirect(`${pathFor(ctx.area, ctx.locale, "login")}?signedout=1`);
});

export const deleteAccountAction = customerAction(
  formFields,
  async (input, ctx) => {
    await deleteAccount(ctx.customer.id, input);
    await clearSessionCookies();
    await forgetRememberedEmail();
    redirect(`${pathFor(ctx.area, ctx.locale, "login")}?deleted=1`);
  },
  { signedOut: "login" },
);

/** "Send the link again" on the account's confirm-your-address notice (decision 210): rate-limited per account. */
export const resendAddressProofAction = customerAction(formFields, async (_, ctx) => {
  const result = await resendAddressProof(ctx.customer.id, { area: ctx.area, locale: ctx.locale });
  const t = await getTranslations({ locale: ctx.locale, namespace: "account.addressProof" });
  return {
    status: "success",
    message: result === "sent" ? t("sent", { email: `\u2068${ctx.customer.email}\u2069` }) : t("already"),
  };
});

/** The verification link's page: its button proves the address (a POST, never the link's GET alone). */
export const confirmAddressAction = publicAction(formFields, async (input, ctx) => {
  const result = await confirmAddress(input.token ?? "", new Date());
  redirect(`${pathFor(ctx.area, ctx.locale, "confirm-address")}?result=${result}`);
});
