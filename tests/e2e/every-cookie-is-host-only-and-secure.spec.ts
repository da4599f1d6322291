import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";

test("every cookie the site sets is __Host- prefixed, Secure, on the whole site and without a Domain (ASVS 3.3.1)", async ({
  page,
  context,
}) => {
  await registerCustomer(page, `cookies.${Date.now()}.${test.info().project.name}@example.com`, "Quiet-meadow-55");
  // A friend's link sets the referral cookie (any well-formed code; the registration form checks it later).
  await page.goto("/us/en?ref=FRIEND42");
  const cookies = await context.cookies();
  const names = cookies.map((c) => c.name).sort();
  // The market/language preference, the referral code, the session and its signed-in hint at least.
  expect(names).toEqual(
    expect.arrayContaining(["__Host-aurum_pref", "__Host-aurum_ref", "__Host-aurum_session", "__Host-aurum_signed_in"]),
  );
  for (const cookie of cookies) {
    expect.soft(cookie.name, `${cookie.name} is host-only`).toMatch(/^__Host-/);
    expect.soft(cookie.secure, `${cookie.name} is Secure`).toBe(true);
    expect.soft(cookie.path, `${cookie.name} covers the site`).toBe("/");
    expect.soft(cookie.sameSite, `${cookie.name} is SameSite=Lax`).toBe("Lax");
    expect.soft(cookie.domain.startsWith("."), `${cookie.name} has no Domain`).toBe(false);
  }
});
