import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

// The action reads the request's session cookie: each test says which token the "browser" sends.
const browser = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (browser.token ? { value: browser.token } : undefined) }),
  headers: async () => new Headers(),
}));
// Outside Next there is no request config: the catalogue is loaded the way the API's translator loads it.
vi.mock("next-intl/server", () => import("../../../tests/support/next-intl-server"));

import { createSession, markSecondFactor, validateSessionToken } from "@/server/accounts/sessions";
import { emailField } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import type { StaffRole } from "@/server/staff/actor";
import { createCustomer } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { formData, redirectOf } from "../../../tests/support/server-actions";
import { customerAction, formFields, publicAction, staffAction } from "./action";
import deAuth from "../../../messages/de/auth.json";
import deErrors from "../../../messages/de/errors.json";
import enErrors from "../../../messages/en/errors.json";
import enStaff from "../../../messages/en/staff.json";

const emailSchema = z.object({ email: emailField });

async function signIn(userId: string, secondFactor = false) {
  const { token } = await createSession(userId, false, new Date());
  const check = await validateSessionToken(token);
  if (secondFactor && check.status === "valid") await markSecondFactor(check.sessionId, new Date());
  browser.token = token;
}

describe("publicAction", () => {
  const subscribe = publicAction(emailSchema, async ({ email }) => ({ status: "success", message: email }));

  it("keeps what a failed form asked to keep of its step (the sign-in's code step), and nothing on success", async () => {
    const signInWithCode = publicAction(
      z.object({ email: emailField, intent: z.string().optional() }),
      async ({ email }) => ({ status: "success", step: "sent", message: email }),
      { keepOnFailure: (fields) => (fields.intent === "send" ? {} : { step: "code" }) },
    );
    expect(await signInWithCode(null, formData({ email: "nope", intent: "verify" }))).toMatchObject({
      status: "error",
      step: "code",
    });
    expect((await signInWithCode(null, formData({ email: "nope", intent: "send" }))).step).toBeUndefined();
    expect(await signInWithCode(null, formData({ email: "ada@example.com" }))).toMatchObject({
      status: "success",
      step: "sent",
    });
  });

  it("answers a refused field with its message in the site's language, and keeps what was typed but secrets", async () => {
    const state = await subscribe(
      null,
      formData({ locale: "de", email: "not-an-address", password: "secret1", altcha: "x", referralCode: "AB12" }),
    );
    expect(state.status).toBe("error");
    expect(state.fields).toEqual({ email: deAuth.validation.emailInvalid });
    expect(state.message).toBe(deErrors.app.validation);
    expect(state.values).toEqual({ locale: "de", email: "not-an-address", referralCode: "AB12" });
  });

  it("hands the parsed input to the handler and answers its typed state", async () => {
    const state = await subscribe(null, formData({ email: " Someone@Example.COM " }));
    expect(state).toMatchObject({ status: "success", message: "someone@example.com" });
    expect(state.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("maps an AppError to its catalogue message, with its values, and a proof request to the proof step", async () => {
    const limited = publicAction(formFields, async () => {
      throw new AppError("RATE_LIMITED", { minutes: 5 });
    });
    expect((await limited(null, formData({ locale: "de" }))).message).toBe(
      "Zu viele Versuche. Bitte versuchen Sie es in 5 Minuten erneut.",
    );
    const proof = publicAction(formFields, async () => {
      throw new AppError("PROOF_REQUIRED");
    });
    expect(await proof(null, formData({ locale: "de" }))).toMatchObject({
      status: "error",
      step: "proof",
      message: deErrors.app.proofRequired,
    });
  });

  it("says the request form's own messages for the request forms, and a calm message for the unexpected", async () => {
    const request = publicAction(
      formFields,
      async () => {
        throw new AppError("VALIDATION", {}, { email: "emailFormat", phone: "noSuchKey" });
      },
      { fieldMessages: "request" },
    );
    const refused = await request(null, formData({ email: "x" }));
    expect(refused.message).toBe("Please check the highlighted fields.");
    // A key no catalogue has shows the form's generic message, never the raw key.
    expect(refused.fields).toEqual({
      email: "Please enter the correct email address.",
      phone: "Please check the highlighted fields.",
    });
    const broken = publicAction(formFields, async () => {
      throw new Error("the database is gone");
    });
    expect((await broken(null, formData({ locale: "de" }))).message).toBe(deErrors.app.internal);
  });

  it("reads only a form: a hand-made call with anything else is refused", async () => {
    const state = await subscribe(null, { email: "a@b.c" } as never);
    expect(state).toMatchObject({ status: "error", message: enErrors.app.formUnreadable });
  });

  it("passes a redirect through", async () => {
    const away = publicAction(formFields, async (_, ctx) => {
      const { redirect } = await import("next/navigation");
      redirect(`/${ctx.area}/${ctx.locale}/somewhere`);
    });
    expect(await redirectOf(away(null, formData({ area: "uk", locale: "fr" })))).toMatch(/\/fr\/somewhere$/);
  });
});

describe("customerAction", () => {
  const whoAmI = customerAction(formFields, async (_, ctx) => ({ status: "success", message: ctx.customer.id }));

  it("refuses a visitor who is not signed in, in the site's language", async () => {
    browser.token = undefined;
    expect(await whoAmI(null, formData({ locale: "de" }))).toMatchObject({
      status: "error",
      message: deErrors.app.unauthenticated,
    });
  });

  it("sends a signed-out visitor to the login page when the form asks for it", async () => {
    browser.token = undefined;
    const settings = customerAction(formFields, async () => ({ status: "success" }), { signedOut: "login" });
    const target = await redirectOf(settings(null, formData({ area: "uk", locale: "en" })));
    expect(target).toContain("/login?");
    expect(target).toContain("expired=1");
  });

  it("gives the handler the signed-in customer", async () => {
    const customer = await createCustomer();
    await signIn(customer.id);
    expect(await whoAmI(null, formData({}))).toMatchObject({ status: "success", message: customer.id });
  });
});

describe("staffAction", () => {
  const managerOnly = staffAction({ role: "manager" })(
    z.object({ reason: z.string().min(3, "reasonRequired") }),
    async (input, ctx) => ({ status: "success", message: `${ctx.actor.role}: ${input.reason}` }),
  );
  let people: Record<"customer" | StaffRole, string>;

  beforeAll(async () => {
    people = {
      customer: (await createCustomer()).id,
      reception: (await createStaff("reception", ["london"])).userId,
      manager: (await createStaff("manager", ["london"])).userId,
      admin: (await createStaff("admin")).userId,
    };
  });

  it("refuses the signed out, staff without the second step, a customer and too low a role", async () => {
    browser.token = undefined;
    expect((await managerOnly(null, formData({ reason: "fine" }))).message).toBe(enErrors.app.unauthenticated);
    await signIn(people.manager, false);
    expect((await managerOnly(null, formData({ reason: "fine" }))).message).toBe(enErrors.app.unauthenticated);
    await signIn(people.customer);
    expect((await managerOnly(null, formData({ reason: "fine" }))).message).toBe(enErrors.app.forbidden);
    await signIn(people.reception, true);
    // The back office answers in English whatever locale a form sends (decision 130).
    expect(enErrors.app.forbidden).not.toBe(deErrors.app.forbidden);
    expect((await managerOnly(null, formData({ locale: "de", reason: "fine" }))).message).toBe(enErrors.app.forbidden);
  });

  it("answers a refused field with the back office's English message, whatever the form's locale", async () => {
    await signIn(people.manager, true);
    const state = await managerOnly(null, formData({ locale: "de", reason: "x" }));
    expect(state.fields).toEqual({ reason: enStaff.validation.reasonRequired });
    expect(state.message).toBe(enStaff.validation.summary);
    // A code typed into a back-office form (the second step's) is never sent back; a customer's sign-in code is.
    const withCode = await managerOnly(null, formData({ reason: "x", code: "123456", countryCode: "+44" }));
    expect(withCode.values).toEqual({ reason: "x", countryCode: "+44" });
  });

  it("says a problem with no field of its own name in the summary", async () => {
    await signIn(people.manager, true);
    const clinics = staffAction({ role: "manager" })(formFields, async () => {
      throw new AppError("FORBIDDEN", {}, { clinics: "clinicNotYours" });
    });
    const state = await clinics(null, formData({ "clinic-1": "on" }));
    expect(state.message).toBe(enStaff.validation.clinicNotYours);
  });

  it("runs the handler for the role, with the actor", async () => {
    await signIn(people.admin, true);
    expect(await managerOnly(null, formData({ reason: "audit" }))).toMatchObject({
      status: "success",
      message: "admin: audit",
    });
  });
});
