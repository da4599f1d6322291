import { expect, test } from "@playwright/test";
import { readMail } from "./support/mail";
import { createStaffMember, enrolAuthenticator, passSecondFactor, signInAsStaff } from "./support/staff";
import { testDatabase } from "./support/database";

test("an admin invites a receptionist, who accepts on a page of the back office, sets a password and an authenticator, signs in and signs out", async ({
  page,
  browser,
}, testInfo) => {
  // Two people, three sign-ins, an enrolment and a sign-out: longer than one page's journey.
  test.setTimeout(120_000);
  const admin = await createStaffMember("admin");
  await signInAsStaff(page, admin);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/us\/en\/staff\/team$/);

  const email = `mia.${Date.now()}.${testInfo.project.name}@aurum.test`;
  const sent = new Date(Date.now() - 5_000);
  const add = page.getByTestId("add-staff-form");
  await add.getByLabel("E-mail").fill(email);
  await add.getByLabel("First name").fill("Mia");
  await add.getByLabel("Last name").fill("Hart");
  await add.getByLabel("Role").selectOption("reception");
  await add.getByRole("button", { name: "Send the invitation" }).click();
  // No clinic ticked: refused, with the reason.
  await expect(add.getByRole("alert")).toContainText("Choose at least one clinic");
  await add.getByLabel("Aurum Clinic London").check();
  await add.getByRole("button", { name: "Send the invitation" }).click();
  await expect(add.getByRole("status")).toContainText(`Invitation sent to ${email}`);
  const invitation = page.locator(`[data-testid="staff-invitation"][data-email="${email}"]`);
  await expect(invitation).toContainText("Reception · Aurum Clinic London");
  await expect(invitation).toContainText(/Invited by Robin Desk \w+ · link valid until/);
  // Nobody is staff under that address until the invitation is accepted.
  await expect(page.locator(`[data-testid="staff-member"][data-email="${email}"]`)).toHaveCount(0);

  // The receptionist, on the front desk's tablet, opens the mail.
  const desk = await browser.newContext();
  const tablet = await desk.newPage();
  const text = await readMail(desk, email, "staff-invitation", sent);
  expect(text).toContain("has invited you to the Aurum back office as reception at Aurum Clinic London.");
  const link = /(http:\/\/\S+\/staff\/invitation\?token=\w+)/.exec(text)?.[1];
  expect(link).toBeTruthy();
  await tablet.goto(link!);
  await expect(tablet.getByRole("heading", { level: 1 })).toHaveText("Join the Aurum back office");
  await expect(tablet.getByText(/invited you as reception at Aurum Clinic London\./)).toBeVisible();
  await expect(tablet.getByTestId("invitation-email")).toHaveText(email);
  // A page of the back office: no customer sign-in, no "Create an account".
  await expect(tablet.getByText("Create an account")).toHaveCount(0);
  await tablet.screenshot({ path: testInfo.outputPath("invitation.png"), fullPage: true });
  const accept = tablet.getByTestId("accept-invitation-form");
  await expect(accept.getByLabel("First name")).toHaveValue("Mia");
  await accept.getByLabel("Choose a password").fill("Front-desk-7714");
  await accept.getByLabel("Type the password again").fill("Front-desk-7714");
  await accept.getByRole("button", { name: "Accept and continue" }).click();

  // A password alone does not open the back office: first the authenticator.
  await expect(tablet).toHaveURL(/\/us\/en\/staff\/enrol\?next=/);
  expect((await tablet.goto("/us/en/staff/team"))?.url()).toMatch(/\/us\/en\/staff\/enrol\?next=/);
  const secret = await enrolAuthenticator(tablet);
  // Reception was sent on to the screen it asked for, which is a manager's (not found); its home is open.
  await expect(tablet).toHaveURL(/\/us\/en\/staff\/team$/);
  await tablet.goto("/us/en/staff");
  await expect(tablet.getByRole("heading", { level: 1 })).toHaveText("Good to see you, Mia");
  const nav = tablet.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  expect((await tablet.goto("/us/en/staff/audit"))?.status()).toBe(404);

  // The link worked once.
  await tablet.goto(link!);
  await expect(tablet.getByRole("heading", { level: 1 })).toHaveText("This invitation has been accepted");
  await desk.close();

  // Next morning, on another device: the password and the authenticator.
  const { rows } = await testDatabase().query<{ id: string }>("select id from users where email = $1", [email]);
  const morning = await browser.newContext();
  const again = await morning.newPage();
  await again.goto(`/us/en/login?next=${encodeURIComponent("/us/en/staff")}`);
  const login = again.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("Front-desk-7714");
  await login.getByRole("button", { name: "Sign in" }).click();
  await passSecondFactor(again, { id: rows[0]!.id, totpSecret: secret });
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("Good to see you, Mia");
  await expect(again.getByTestId("staff-signed-in-as")).toHaveText("Mia Hart · Reception");
  await again.screenshot({ path: testInfo.outputPath("signed-in.png"), fullPage: true });

  // Leaving the desk: "Sign out" in the back office's header, from the keyboard, ends the session.
  await again.getByRole("banner").getByRole("button", { name: "Sign out" }).focus();
  await again.keyboard.press("Enter");
  await expect(again).toHaveURL(/\/us\/en\/login\?/);
  await expect(again.getByTestId("login-notice")).toHaveText("You have signed out.");
  // The session is gone, not only hidden: the back office asks for a sign-in again, on any of its screens.
  expect((await again.goto("/us/en/staff/schedule"))?.url()).toMatch(/\/us\/en\/login\?next=/);
  expect((await again.goto("/us/de/staff"))?.url()).toMatch(/\/us\/en\/login\?next=/);
  await morning.close();

  // The admin's list and the audit log show what happened.
  await page.reload();
  await expect(page.locator(`[data-testid="staff-member"][data-email="${email}"]`)).toContainText(
    "Password and authenticator set up",
  );
  await expect(invitation).toHaveCount(0);
  await page.goto(`/us/en/staff/audit?action=staff.invite`);
  await expect(page.getByTestId("audit-table")).toContainText("staff.invite.accept");
  await expect(page.getByTestId("audit-table")).toContainText(email);
});

test("an admin sends an invitation again and revokes another; the revoked link says it was withdrawn", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await createStaffMember("admin");
  await signInAsStaff(page, admin);
  await page.goto("/us/en/staff/team");
  const sent = new Date(Date.now() - 5_000);
  const invite = async (email: string, first: string) => {
    const add = page.getByTestId("add-staff-form");
    await add.getByLabel("E-mail").fill(email);
    await add.getByLabel("First name").fill(first);
    await add.getByLabel("Last name").fill("Temp");
    await add.getByLabel("Role").selectOption("manager");
    await add.getByLabel("Aurum Clinic Cape Town").check();
    await add.getByRole("button", { name: "Send the invitation" }).click();
    await expect(add.getByRole("status")).toContainText(`Invitation sent to ${email}`);
  };
  const tag = `${Date.now()}.${testInfo.project.name}`;
  const keep = `keep.${tag}@aurum.test`;
  const drop = `drop.${tag}@aurum.test`;
  await invite(keep, "Kim");
  await invite(drop, "Dru");

  const desk = await browser.newContext();
  const first = /(http:\/\/\S+\/staff\/invitation\?token=\w+)/.exec(
    await readMail(desk, keep, "staff-invitation", sent),
  )![1]!;
  // The database's own clock, read before the click: the new mail's row is written after it, the first one's before,
  // whatever the load (a second of slack on the test's clock once let the first mail be read again).
  const resentAt = (await testDatabase().query<{ now: Date }>("select clock_timestamp() as now")).rows[0]!.now;
  const kept = page.locator(`[data-testid="staff-invitation"][data-email="${keep}"]`);
  await kept.getByRole("button", { name: "Send again" }).click();
  await expect(kept.getByRole("status")).toContainText(`Sent again to ${keep}`);
  const second = /(http:\/\/\S+\/staff\/invitation\?token=\w+)/.exec(
    await readMail(desk, keep, "staff-invitation", resentAt),
  )![1]!;
  expect(second).not.toBe(first);

  const dropped = page.locator(`[data-testid="staff-invitation"][data-email="${drop}"]`);
  const dropLink = /(http:\/\/\S+\/staff\/invitation\?token=\w+)/.exec(
    await readMail(desk, drop, "staff-invitation", sent),
  )![1]!;
  await dropped.getByRole("button", { name: "Revoke" }).click();
  await expect(dropped).toContainText("its link no longer works");
  await expect(dropped.getByRole("button", { name: "Revoke" })).toHaveCount(0);

  const tab = await desk.newPage();
  await tab.goto(dropLink);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("This invitation was withdrawn");
  await tab.goto(first);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("This invitation link does not work");
  await tab.goto(second);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Join the Aurum back office");
  await desk.close();
});
