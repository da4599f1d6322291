import { expect, type BrowserContext } from "@playwright/test";
import { testDatabase } from "./database";

/**
 * The newest e-mail of this template to this address, read as a person would: wait for the outbox worker to
 * deliver it, then open it in the development mailbox (another tab) and return its plain text.
 */
export async function readMail(
  context: BrowserContext,
  to: string,
  template: string,
  after = new Date(0),
): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await testDatabase().query<{ id: string }>(
          `select id from mail_outbox where "to" = $1 and template = $2 and status = 'sent' and created_at >= $3 order by created_at desc limit 1`,
          [to, template, after],
        );
        id = rows[0]?.id;
        return Boolean(id);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // In another tab, as a person reads their mail beside the site.
  const page = await context.newPage();
  await page.goto("/dev/mailbox?locale=en");
  await page.locator(`a[href^="/dev/mailbox/${id}"]`).click();
  await page.getByText("Plain-text part").click();
  const text = (await page.getByTestId("mail-text").textContent()) ?? "";
  await page.close();
  return text;
}
