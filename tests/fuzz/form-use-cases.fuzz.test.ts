/**
 * In-process half of the server-action fuzzing: the use cases behind every form, fed the fields a form
 * would post, mutated. Each must succeed or fail with what the action turns into a message next to the
 * field (a ZodError, an AppError, or a database error the one mapping knows), and write nothing when it
 * fails. The action plumbing itself (Next's decoding, the proxy's screen) is fuzzed by `npm run fuzz`.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createPool } from "@/db/client";
import { changePassword } from "@/server/accounts/change-password";
import { fieldErrors } from "@/server/accounts/fields";
import { registerUser } from "@/server/accounts/register-user";
import { requestPasswordReset } from "@/server/accounts/request-password-reset";
import { resetPassword } from "@/server/accounts/reset-password";
import { sendLoginCode } from "@/server/accounts/send-login-code";
import type { Background } from "@/server/accounts/background";
import { createSession, validateSessionToken } from "@/server/accounts/sessions";
import { signInWithCode } from "@/server/accounts/sign-in-with-code";
import { signInWithPassword } from "@/server/accounts/sign-in-with-password";
import { updateProfile } from "@/server/accounts/update-profile";
import { isAppError } from "@/server/errors/app-error";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { judgeActionPost } from "@/server/input/screen-action-post";
import { checkoutAsNewCustomer } from "@/server/orders/checkout-as-new-customer";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { submitSpaRequest } from "@/server/requests/submit-spa-request";
import { proposeVisit } from "@/server/requests/propose-visit";
import { recordRequest } from "@/server/requests/record-request";
import { acceptStaffInvitation } from "@/server/staff/accept-staff-invitation";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { clinicId, createCustomer } from "../support/booking-fixtures";
import { createStaff } from "../support/staff-fixtures";
import { badFormPosts, validValue } from "./action-forms";
import { mutations, type Seed } from "./bad-payloads";
import { changedTables, rowCounter } from "./row-counts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const RANDOM_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const pool = createPool(process.env.DATABASE_URL!, 1);
/** Deferred work (the mail behind "send a code", "forgot password") runs inline, so its rows count with its call. */
const inline: Background = (work) => work();
afterAll(() => pool.end());

const seedOf = (names: string[], email: string): Seed =>
  Object.fromEntries(names.map((n) => [n, validValue(n, email)]));

let user: { id: string; sessionId: string };
let email: string;
beforeAll(async () => {
  const customer = await createCustomer();
  email = customer.email;
  const check = await validateSessionToken((await createSession(customer.id, false, new Date())).token);
  if (check.status !== "valid") throw new Error("no session for the fuzz customer");
  user = { id: customer.id, sessionId: check.sessionId };
});

const expected = (error: unknown) =>
  error instanceof z.ZodError || isAppError(error) || appErrorFromDatabase(error) !== null;

describe("the use cases behind every form take generated bad fields without an unexpected error", () => {
  it(`sends ${RUNS} bad submissions to each form's use case`, { timeout: 300_000 }, async () => {
    const counts = await rowCounter(pool);
    // The back office's proposal form (decision 147): an admin answering a concierge request.
    const admin = await createStaff("admin");
    const concierge = await recordRequest(
      {
        kind: "concierge",
        fullName: "Fuzz Concierge",
        email,
        phone: "+442079460000",
        clinicSlug: null,
        message: "",
        locale: "en",
        area: "uk",
      },
      new Date(),
    );
    const visitDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const proposal = {
      requestId: String(concierge.id),
      clinicId: String(await clinicId("london")),
      item1: "AFI",
      qty1: "1",
      lines: "Transfer from the hotel",
      day: visitDay,
      time: "10:00",
      timeZone: "Europe/London",
      durationMinutes: "60",
      place: "clinic",
      address: "",
      total: "500",
      note: "",
    };
    // A staff invitation's page (decision 215): a live link, so mutated fields reach the schema and the hash.
    const invitation = await addStaffMember(
      admin,
      {
        email: `fuzz-invited-${Date.now()}@example.com`,
        firstName: "Fuzz",
        lastName: "Invited",
        role: "reception",
        clinicIds: [String(await clinicId("london"))],
      },
      { acceptUrl: "http://localhost/us/en/staff/invitation" },
    );
    const forms: { name: string; seed: Seed; run: (input: Record<string, unknown>) => Promise<unknown> }[] = [
      {
        name: "register",
        seed: seedOf(
          [
            "title",
            "firstName",
            "lastName",
            "email",
            "confirmEmail",
            "countryCode",
            "mobile",
            "password",
            "confirmPassword",
            "acceptTerms",
            "referralCode",
            "remember",
          ],
          `fuzz-register-${Date.now()}@example.com`,
        ),
        run: (i) => registerUser(i, { locale: "en", accountUrl: "http://localhost/us/en/account/settings" }),
      },
      {
        name: "password sign-in",
        seed: seedOf(["email", "password", "remember"], email),
        run: (i) => signInWithPassword(i, { ip: "fuzz" }),
      },
      {
        name: "send sign-in code",
        seed: seedOf(["email"], email),
        run: (i) => sendLoginCode(i, { locale: "en", background: inline }),
      },
      {
        name: "code sign-in",
        seed: seedOf(["email", "code", "remember"], email),
        run: (i) => signInWithCode(i, { ip: "fuzz" }),
      },
      {
        name: "forgot password",
        seed: seedOf(["email"], email),
        run: (i) =>
          requestPasswordReset(i, {
            locale: "en",
            resetPageUrl: "http://localhost/us/en/reset-password",
            background: inline,
          }),
      },
      {
        name: "reset password",
        seed: seedOf(["token", "password", "confirmPassword"], email),
        run: (i) => resetPassword(i),
      },
      {
        name: "spa request",
        seed: {
          ...seedOf(["title", "fullName", "email", "phone", "clinic", "preferredDate", "message"], email),
          item: "INTUISSE_60",
        },
        run: (i) => submitSpaRequest(i, { locale: "en", area: "us", ip: "fuzz", now: new Date() }),
      },
      {
        name: "update profile",
        seed: seedOf(["title", "firstName", "lastName", "countryCode", "mobile"], email),
        run: (i) => updateProfile(user.id, i),
      },
      { name: "propose a visit", seed: proposal, run: (i) => proposeVisit(admin, i as Record<string, string>) },
      {
        // Checkout's new customer (decision 116): the account's fields and the order's, from the one Pay button.
        name: "checkout new customer",
        seed: {
          ...seedOf(
            ["title", "firstName", "lastName", "email", "countryCode", "mobile", "password", "acceptTerms"],
            `fuzz-checkout-${Date.now()}@example.com`,
          ),
          signInBy: "password",
          clinicId: "1",
          startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
          lines: JSON.stringify([{ code: "JLIV", optionCode: null, quantity: 1 }]),
          paymentMethod: "card",
          cardNumber: "4242 4242 4242 4242",
          cardExpiry: "12/34",
          cardCvc: "123",
          locale: "en",
          altcha: "",
          website: "",
        },
        run: (i) =>
          checkoutAsNewCustomer(i, {
            locale: "en",
            accountUrl: "http://localhost/us/en/account/settings",
            provider: createSandboxProvider(),
            holderKey: "holder-fuzz-checkout-0001",
          }),
      },
      {
        name: "accept invitation",
        seed: {
          ...seedOf(["firstName", "lastName", "password", "confirmPassword"], email),
          token: new URL(invitation.link).searchParams.get("token")!,
        },
        run: (i) => acceptStaffInvitation(i),
      },
      {
        name: "change password",
        seed: seedOf(["oldPassword", "newPassword", "confirmPassword"], email),
        run: (i) => changePassword(user, i, { resetPageUrl: "http://localhost/us/en/forgot-password" }),
      },
    ];
    const failures: string[] = [];
    const summary: string[] = [];
    for (const form of forms) {
      let refused = 0;
      for (const { label, payload } of fc.sample(mutations(form.seed), { numRuns: RUNS, seed: RANDOM_SEED })) {
        // A form posts strings; the API may post anything. Both reach the same schema.
        const before = await counts();
        try {
          await form.run(payload as Record<string, unknown>);
        } catch (error) {
          refused++;
          if (!expected(error))
            failures.push(
              `${form.name}: unexpected ${(error as Error).name}: ${(error as Error).message.slice(0, 120)} (${label.slice(0, 100)})`,
            );
          // What a form can post (text fields, some missing) is answered with our catalogue keys (they hold no space), not
          // the schema's own English wording. Other shapes come only through the API, whose envelope shows the generic
          // field message for a wording (envelope.test.ts); so do the form actions (src/server/forms/field-message.ts).
          const formShaped =
            typeof payload === "object" &&
            payload !== null &&
            !Array.isArray(payload) &&
            Object.values(payload).every((v) => typeof v === "string");
          const keys = !formShaped
            ? []
            : error instanceof z.ZodError
              ? Object.values(fieldErrors(error))
              : isAppError(error)
                ? Object.values(error.fields)
                : [];
          for (const key of keys.filter((k) => /\s/.test(k)))
            failures.push(
              `${form.name}: a field message that is no key of ours: ${key.slice(0, 80)} (${label.slice(0, 100)})`,
            );
          const changed = changedTables(before, await counts());
          if (changed.length)
            failures.push(`${form.name}: refused but wrote rows: ${changed.join(", ")} (${label.slice(0, 100)})`);
        }
      }
      summary.push(`${form.name.padEnd(20)} ${RUNS} sent, ${refused} refused`);
    }
    console.log(summary.join("\n"));
    expect(failures).toEqual([]);
  });

  it(`screens ${RUNS} generated action posts without throwing`, async () => {
    const form = {
      page: "/us/en/login",
      actionId: "7f00aa",
      actionFields: [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"7f00aa","bound":"$@1"}'],
        ["$ACTION_1:1", '[{"status":"idle"}]'],
        ["$ACTION_KEY", "k1"],
      ] as [string, string][],
      seed: seedOf(["email", "password", "remember"], email),
    };
    const verdicts: Record<string, number> = {};
    const crossSiteThrough: string[] = [];
    for (const bad of fc.sample(badFormPosts(form), { numRuns: RUNS, seed: RANDOM_SEED })) {
      const verdict = await judgeActionPost(
        new Request("http://localhost/us/en/login", { method: "POST", body: bad.body, headers: bad.headers }),
      );
      verdicts[String(verdict?.status ?? "through")] = (verdicts[String(verdict?.status ?? "through")] ?? 0) + 1;
      // A post from another site never reaches Next (which would answer 500), whatever else is wrong with it.
      if (bad.crossSite && verdict?.status !== 403) crossSiteThrough.push(bad.label.slice(0, 160));
    }
    // Some posts are refused, some go through; none throws.
    expect(Object.keys(verdicts).length).toBeGreaterThan(1);
    expect(verdicts["403"]).toBeGreaterThan(0);
    expect(crossSiteThrough).toEqual([]);
  });
});
