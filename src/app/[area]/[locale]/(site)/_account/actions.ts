"use server";

import { redirect } from "next/navigation";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { brand, defaultArea, isArea, type Area } from "@/config/site";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { scheduledWith } from "@/server/accounts/background";
import { changePassword } from "@/server/accounts/change-password";
import { getCurrentUser, getSession } from "@/server/accounts/current-user";
import { nextPathOrAccountHome } from "@/i18n/safe-next-path";
import { deleteAccount } from "@/server/accounts/delete-account";
import { confirmAddress } from "@/server/accounts/confirm-address";
import { resendAddressProof } from "@/server/accounts/send-address-proof";
import { AppError } from "@/server/errors/app-error";
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
import type { FormState } from "@/shared/forms/form-state";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import { isStaffRole } from "@/server/staff/actor";

/** Area and locale from a form's hidden fields, validated (they end up in a redirect). */
function placeOf(data: FormData): [Area, Locale] {
  const form = data instanceof FormData ? data : new FormData();
  const area = String(form.get("area"));
  const locale = String(form.get("locale"));
  return [isArea(area) ? area : defaultArea, isLocale(locale) ? locale : defaultLocale];
}

const absolute = (path: string) => `${brand.siteUrl}${path}`;
/** A valid ?next=, the account home when it was refused (decision 077), the settings page when there was none. */
const afterSignIn = (ctx: ActionContext, whenMissing = pathFor(ctx.area, ctx.locale, "account/settings")) =>
  nextPathOrAccountHome(ctx.input.next, { area: ctx.area, locale: ctx.locale, origin: brand.siteUrl, whenMissing });

export async function registerAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runFormAction(data, async (ctx) => {
    const { session } = await registerVisitor(ctx.input, {
      locale: ctx.locale,
      accountUrl: absolute(pathFor(ctx.area, ctx.locale, "account/settings")),
      area: ctx.area,
    });
    await setSessionCookies(session, ctx.input.email?.trim().toLowerCase());
    target = afterSignIn(ctx, `${pathFor(ctx.area, ctx.locale, "account/settings")}?welcome=1`);
  });
  if (target) redirect(target);
  return state;
}

export async function passwordSignInAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runFormAction(data, async (ctx) => {
    const { session, email, role } = await signInWithPassword(ctx.input, { ip: ctx.ip, proof: ctx.input.altcha });
    await setSessionCookies(session, email);
    // Staff without a ?next= go to the back office (its second step first), not the customer account.
    target = afterSignIn(ctx, isStaffRole(role) ? pathFor(ctx.area, "en", "staff") : undefined);
  });
  if (target) redirect(target);
  return state;
}

export async function codeSignInAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runFormAction(data, async (ctx) => {
    if (ctx.input.intent === "send") {
      await sendLoginCode(ctx.input, { locale: ctx.locale, background: scheduledWith(after) });
      const t = await getTranslations({ locale: ctx.locale, namespace: "auth.login" });
      return {
        status: "success",
        step: "code",
        message: t("codeSent", { email: ctx.input.email ?? "" }),
        values: { email: ctx.input.email ?? "" },
      };
    }
    const { session, email } = await signInWithCode(ctx.input, { ip: ctx.ip });
    await setSessionCookies(session, email);
    target = afterSignIn(ctx);
  });
  if (target) redirect(target);
  // A failed code keeps the visitor on the code step.
  return stayOnCodeStep(state, data);
}

function stayOnCodeStep(state: FormState, data: FormData): FormState {
  const intent = data instanceof FormData ? data.get("intent") : null;
  if (state.status === "error" && intent !== "send") return { ...state, step: "code" };
  return state;
}

export async function forgetAccountAction(data: FormData): Promise<void> {
  await forgetRememberedEmail();
  redirect(pathFor(...placeOf(data), "login"));
}

export async function forgotPasswordAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const { email } = requestPasswordResetSchema.parse(c.input);
    await requestPasswordReset(
      { email },
      {
        locale: c.locale,
        resetPageUrl: absolute(pathFor(c.area, c.locale, "reset-password")),
        background: scheduledWith(after),
      },
    );
    const t = await getTranslations({ locale: c.locale, namespace: "auth.forgot" });
    return { status: "success", step: "sent", message: t("sent", { email }), values: { email } };
  });
}

export async function resetPasswordAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runFormAction(data, async (c) => {
    await resetPassword(c.input);
    target = `${pathFor(c.area, c.locale, "login")}?reset=1`;
  });
  if (target) redirect(target);
  return state;
}

async function signedInUser(c: ActionContext) {
  const session = await getSession();
  if (session?.status !== "valid") {
    redirect(
      `${pathFor(c.area, c.locale, "login")}?${new URLSearchParams({ next: pathFor(c.area, c.locale, "account/settings"), expired: "1" })}`,
    );
  }
  return { id: session.user.id, sessionId: session.sessionId };
}

export async function updateProfileAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const user = await signedInUser(c);
    await updateProfile(user.id, c.input);
    const t = await getTranslations({ locale: c.locale, namespace: "account.settings" });
    const { area, locale, ...values } = c.input;
    void area;
    void locale;
    return { status: "success", message: t("modified"), values };
  });
}

export async function changePasswordAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const user = await signedInUser(c);
    await changePassword(user, c.input, { resetPageUrl: absolute(pathFor(c.area, c.locale, "forgot-password")) });
    const t = await getTranslations({ locale: c.locale, namespace: "account.settings" });
    return { status: "success", message: t("modified") };
  });
}

export async function logoutAction(data: FormData): Promise<void> {
  await endCurrentSession();
  redirect(`${pathFor(...placeOf(data), "login")}?signedout=1`);
}

export async function deleteAccountAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runFormAction(data, async (c) => {
    const user = await getCurrentUser();
    if (!user) return signedInUser(c).then(() => undefined);
    await deleteAccount(user.id, c.input);
    await clearSessionCookies();
    await forgetRememberedEmail();
    target = `${pathFor(c.area, c.locale, "login")}?deleted=1`;
  });
  if (target) redirect(target);
  return state;
}

/** "Send the link again" on the account's confirm-your-address notice (decision 210): rate-limited per account. */
export async function resendAddressProofAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const user = await getCurrentUser();
    if (!user) throw new AppError("UNAUTHENTICATED");
    const result = await resendAddressProof(user.id, { area: c.area, locale: c.locale });
    const t = await getTranslations({ locale: c.locale, namespace: "account.addressProof" });
    return {
      status: "success",
      message: result === "sent" ? t("sent", { email: `\u2068${user.email}\u2069` }) : t("already"),
    };
  });
}

/** The verification link's page: its button proves the address (a POST, never the link's GET alone). */
export async function confirmAddressAction(data: FormData): Promise<void> {
  const form = data instanceof FormData ? data : new FormData();
  const [area, locale] = placeOf(form);
  const token = form.get("token");
  const result = await confirmAddress(typeof token === "string" ? token : "", new Date());
  redirect(`${pathFor(area, locale, "confirm-address")}?result=${result}`);
}
