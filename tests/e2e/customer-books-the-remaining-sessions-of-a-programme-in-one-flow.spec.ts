import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, chooseDayAhead, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

/** Buy a five-session programme through the real checkout, paid in the clinic (session 1 booked at `time`). */
async function buyProgramme(page: Page, time: string): Promise<void> {
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  await basketToCheckout(page, { items: [{ code: "NADEP" }], time });
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
}

test("a customer books the remaining four sessions in one flow, moves one, cancels one and books it again, and downloads their data", async ({
  page,
}) => {
  // A long journey: a checkout, four bookings, a move, a cancellation, a booking again and a download.
  test.setTimeout(180_000);
  const email = uniqueEmail("book-all");
  await registerCustomer(page, email, "Linden-harbour-73");
  await buyProgramme(page, "16:00");

  await page.goto("/uk/en/account/programs");
  const programme = page.getByTestId("programme");
  await expect(programme.getByTestId("sessions-used")).toHaveText("1 of 5");
  await programme.getByTestId("book-all-open").click();
  const flow = programme.getByTestId("book-all-form");
  await expect(flow).toContainText("each of your 4 sessions still to book");

  // The first session at least two weeks ahead at 10:00 clinic time, then every week.
  const firstDay = await chooseDayAhead(page, 14);
  await flow.locator('[data-time="10:00"]').click();
  await flow.getByRole("radio", { name: "Every week" }).check();
  await expect(flow.getByRole("radio", { name: "As recommended for this programme: every 14 days" })).toBeVisible();
  await flow.getByTestId("book-all-propose").click();

  const proposals = flow.getByTestId("book-all-proposals").getByRole("listitem");
  await expect(proposals).toHaveCount(4);
  for (const [i, n] of [2, 3, 4, 5].entries()) {
    await expect(proposals.nth(i)).toContainText(`Session ${n}`);
    await expect(proposals.nth(i)).toContainText("10:00");
    await expect(proposals.nth(i)).toHaveAttribute("data-free", "true");
  }
  await flow.getByRole("button", { name: "Book these 4 sessions" }).click();
  await expect(programme.getByTestId("book-all-status")).toHaveText("Apply Successful");
  await expect(programme.getByTestId("sessions-used")).toHaveText("5 of 5");
  await expect(programme.getByTestId("book-all-open")).toHaveCount(0);

  // Each session is its own booking on its own chair, a week apart at 10:00 in London.
  const { rows } = await testDatabase().query(
    `select s.number, to_char(b.starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as london, b.price_cents, cs.state as chair
       from programme_sessions s join programmes p on p.id = s.programme_id join users u on u.id = p.user_id
       join bookings b on b.id = s.booking_id join chair_slots cs on cs.booking_id = b.id and cs.state = 'booked'
      where u.email = $1 and s.number > 1 order by s.number`,
    [email],
  );
  const week = (n: number) =>
    new Date(Date.parse(`${firstDay}T00:00:00Z`) + n * 7 * 86_400_000).toISOString().slice(0, 10);
  expect(rows).toEqual(
    [0, 1, 2, 3].map((n) => ({ number: n + 2, london: `${week(n)} 10:00`, price_cents: 0, chair: "booked" })),
  );

  // One mail lists them all.
  const mail = await readMail(page.context(), email, "sessions-confirmation");
  expect(mail).toContain("Your 4 sessions of");
  for (const n of [2, 3, 4, 5]) expect(mail).toContain(`Session ${n}:`);
  expect(mail).toContain("Price: included in your programme");

  // Move session 5 to another day at 11:00: "Modify Successful".
  const fifth = programme.getByTestId("session-5");
  await fifth.getByRole("button", { name: "Change time" }).click();
  const move = fifth.getByTestId("session-time-form");
  await chooseDayAhead(page, 14 + 28);
  await move.locator('[data-time="11:00"]').click();
  await expect(move.getByTestId("hold-countdown")).toBeVisible();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(fifth.getByTestId("session-status")).toHaveText("Modify Successful");
  await expect(fifth).toContainText(/11:00.*clinic time/);

  // Cancel session 3, then book it again.
  const third = programme.getByTestId("session-3");
  page.once("dialog", (dialog) => void dialog.accept());
  await third.getByRole("button", { name: "Cancel session" }).click();
  await expect(third.getByTestId("session-status")).toContainText("Cancelled.");
  await expect(third.getByTestId("session-state")).toHaveText("To book");
  await expect(programme.getByTestId("sessions-used")).toHaveText("4 of 5");
  await third.getByRole("button", { name: "Apply session time" }).click();
  const again = third.getByTestId("session-time-form");
  await chooseDayAhead(page, 14 + 10);
  await again.locator('[data-time="12:00"]').click();
  await expect(again.getByTestId("hold-countdown")).toBeVisible();
  await again.getByRole("button", { name: "Book this time" }).click();
  await expect(third.getByTestId("session-status")).toHaveText("Apply Successful");
  await expect(third.getByTestId("session-state")).toHaveText("Booked");
  await expect(programme.getByTestId("sessions-used")).toHaveText("5 of 5");

  // Download my data: one JSON file with the programme and its five sessions.
  await page.goto("/uk/en/account/settings");
  const download = page.waitForEvent("download");
  await page.getByTestId("download-data").click();
  const file = await download;
  const data = JSON.parse(readFileSync((await file.path())!, "utf8")) as {
    profile: { email: string };
    programmes: { sessions: unknown[] }[];
    bookings: unknown[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.programmes).toHaveLength(1);
  expect(data.programmes[0]!.sessions).toHaveLength(5);
  expect(data.bookings.length).toBeGreaterThanOrEqual(6);
});
