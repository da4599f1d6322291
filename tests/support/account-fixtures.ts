/**
 * Fixtures for account tests: the registration form as a visitor fills it in, and a customer registered through the
 * real registration use case (registerUser), so a test of sign-in, sessions or address proof starts from an account
 * made the way the site makes one. Each test gives its own unique e-mail address. And the deletion of an account as the
 * settings page sends it.
 */
import type { z } from "zod";
import { registerUser, type registerSchema } from "@/server/accounts/register-user";
import { createSession } from "@/server/accounts/sessions";
import { deleteAccount } from "@/server/customers/delete-account";
import { visitsEndedByDeletion } from "@/server/customers/visits-ended-by-deletion";
import { createCustomer } from "./booking-fixtures";

/** The password registrationForm chooses unless told otherwise. */
export const TEST_PASSWORD = "Tranquil-harbour-42";

type RegistrationForm = z.input<typeof registerSchema>;

/**
 * The register page's answers for `email`: a UK mobile, TEST_PASSWORD typed twice, the terms accepted. `over` changes
 * any answer; a `password` in it is confirmed too unless `confirmPassword` is given as well.
 */
export function registrationForm(email: string, over: Partial<RegistrationForm> = {}): RegistrationForm {
  const password = over.password ?? TEST_PASSWORD;
  return {
    title: "Ms",
    firstName: "Amelia",
    lastName: "Hart",
    email,
    confirmEmail: email,
    countryCode: "+44",
    mobile: "07700 900123",
    password,
    confirmPassword: password,
    acceptTerms: "on",
    ...over,
  };
}

/**
 * A customer registered with registrationForm's answers (and `over`) at `now`, in English in the US area: the
 * account, its session and its welcome mail, as registerUser makes them.
 */
export function registerCustomer(email: string, now: Date, over: Partial<RegistrationForm> = {}) {
  return registerUser(registrationForm(email, over), {
    locale: "en",
    accountUrl: "http://localhost/us/en/account/settings",
    now,
  });
}

/**
 * The customer deletes their account at `now` with their `password`, the visits to come agreed to be cancelled as the
 * settings page lists them (decision 221).
 */
export async function deleteAccountCancellingVisits(userId: string, password: string, now: Date) {
  const visitsShown = (await visitsEndedByDeletion(userId, now)).map((v) => v.number).join(",");
  await deleteAccount(userId, { password, confirm: "on", cancelVisits: "on", visitsShown }, now);
}

/** A new customer signed in now (a session that ends with the browser): the customer and the session's token. */
export async function signedInCustomer() {
  const customer = await createCustomer();
  const { token } = await createSession(customer.id, false, new Date());
  return { customer, token };
}
