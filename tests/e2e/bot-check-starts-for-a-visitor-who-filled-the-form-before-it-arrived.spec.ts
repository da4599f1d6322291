import { expect, test } from "@playwright/test";

/**
 * The ALTCHA proof of work starts when a field of its form gains focus. On a slow phone its script can arrive after
 * the visitor has filled in the form and moved on (at checkout: on to the card, outside the form); it must start then
 * anyway, or the form is refused for a missing check the visitor never saw (a CI run caught checkout stuck so).
 */
test("the bot check starts for a visitor who was on the form before its script arrived and has moved on since", async ({
  page,
}) => {
  let requested!: () => void;
  const widgetRequested = new Promise<void>((resolve) => (requested = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The widget's own script (the one that defines <altcha-widget>) is held back until the visitor has left the form.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('customElements.define("altcha-widget"')) {
      requested();
      await released;
    }
    await route.fulfill({ response, body });
  });

  // Not "load": when the island asks for the widget before the page's load event (a slow run), the held script would
  // keep that event, and so the navigation, waiting until the test timed out (a CI run).
  await page.goto("/uk/en/contact", { waitUntil: "commit" });
  const form = page.getByRole("main");
  // The form's island is running: it has asked for the widget.
  await widgetRequested;
  await form.getByLabel("Full name *").fill("Tomasz Nowak");
  // Away from the form: the page's heading is no control, so the focus goes back to the page.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(form.getByLabel("Full name *")).not.toBeFocused();

  release();
  await expect(form.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 20_000 });
});
