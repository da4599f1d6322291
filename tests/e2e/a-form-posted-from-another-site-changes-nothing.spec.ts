import { expect, test } from "@playwright/test";
import { scrapeActionForms } from "../fuzz/action-forms";
import { registerCustomer } from "./support/accounts";
import { testDatabase } from "./support/database";

/**
 * Issue 39, row 6: a page on another site posts our profile form with the signed-in customer's cookies. Next 16 answered
 * a foreign Origin with a 500 and let a post without Origin (but `Sec-Fetch-Site: cross-site`) change the profile. Every
 * such post is now a 403 with our refusal page, and changes nothing; the same post from our own page still works.
 */
test("a customer's profile form posted from another site is refused and changes nothing", async ({ page, baseURL }) => {
  const email = `cross.site.${Date.now()}.${test.info().project.name}@example.com`;
  await registerCustomer(page, email, "Cedar-grove-19");
  const cookie = (await page.context().cookies())
    .filter((c) => c.domain === "localhost")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const html = await (await fetch(`${baseURL}/us/en/account/settings`, { headers: { cookie } })).text();
  const profile = scrapeActionForms("/us/en/account/settings", html, email).find(
    (form) => "firstName" in form.seed && !("password" in form.seed),
  );
  expect(profile, "the profile form on the settings page").toBeTruthy();

  const postProfile = (firstName: string, headers: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of profile!.actionFields) body.append(name, value);
    for (const [name, value] of Object.entries({ ...profile!.seed, title: "Dr", lastName: "Reid", firstName }))
      body.append(name, String(value));
    return fetch(`${baseURL}/us/en/account/settings`, {
      method: "POST",
      body,
      headers: { cookie, ...headers },
      redirect: "manual",
    });
  };
  const firstName = async () =>
    (await testDatabase().query<{ first_name: string }>("select first_name from users where email = $1", [email]))
      .rows[0]!.first_name;
  const ours = new URL(baseURL!);

  const foreign: Record<string, string>[] = [
    { origin: "http://evil.example" },
    { origin: "null" },
    { origin: `${ours.protocol}//shop.${ours.host}` },
    { "sec-fetch-site": "cross-site" },
  ];
  for (const headers of foreign) {
    const answer = await postProfile("Mallory", headers);
    expect(answer.status, JSON.stringify(headers)).toBe(403);
    expect(await answer.text()).toContain("This form was sent from another site, so nothing was changed.");
    expect(await firstName()).toBe("Noah");
  }

  // The same post from our own page changes the name: the refusals above were for where they came from.
  const accepted = await postProfile("Noa", { origin: ours.origin, "sec-fetch-site": "same-origin" });
  expect(accepted.status).toBeLessThan(400);
  expect(await firstName()).toBe("Noa");
});
