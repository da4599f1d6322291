import { expect, test, type Page } from "@playwright/test";

/**
 * The journeys' server trusts 127.0.0.1 as a proxy (scripts/e2e-server.ts), so a journey names the visitor's
 * address in X-Forwarded-For as a proxy in front of the site would. The addresses are real ones of each
 * country in the geoip-country data the package ships.
 */
const FROM = { unitedKingdom: "81.2.69.160", saudiArabia: "37.224.0.1" };

function countLookups(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/get_ip_country") count++;
  });
  return () => count;
}

test("a visitor from the United Kingdom on the US site is offered the UK area in their language, and switches", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": FROM.unitedKingdom });
  await page.goto("/us/de/faqs");
  const suggestion = page.getByRole("complementary", { name: "Ihre Region" });
  await expect(suggestion).toContainText("Preise für das Vereinigte Königreich anzeigen?");
  // Never a forced move: the visitor is still where they asked to be.
  await expect(page).toHaveURL(/\/us\/de\/faqs$/);
  await suggestion.getByRole("link", { name: "Ja, wechseln" }).click();
  await expect(page).toHaveURL(/\/uk\/de\/faqs$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("country-suggestion")).toHaveCount(0);
});

test("a visitor who says no is not asked again, and the country is looked up once", async ({ page }) => {
  const lookups = countLookups(page);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": FROM.unitedKingdom });
  await page.goto("/us/en");
  const suggestion = page.getByRole("complementary", { name: "Your region" });
  await expect(suggestion).toContainText("View prices for the United Kingdom?");
  await suggestion.getByRole("button", { name: "No, thanks" }).first().click();
  await expect(suggestion).toHaveCount(0);
  await page.goto("/us/en/faqs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Give the island time to have asked, had it wanted to.
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("country-suggestion")).toHaveCount(0);
  expect(lookups()).toBe(1);
});

test("a visitor from a country with a redirect rule goes to its site on the first visit, and the IP country is kept as sa", async ({
  page,
}) => {
  // The configured site is another host: answered here, as the internet would.
  await page.route("https://sa.aurumclinic.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Aurum Saudi Arabia</title><h1>Aurum Saudi Arabia</h1>",
    }),
  );
  await page.setExtraHTTPHeaders({ "x-forwarded-for": FROM.saudiArabia });
  await page.goto("/us/en");
  await expect(page).toHaveURL("https://sa.aurumclinic.com/");
  await expect(page.getByRole("heading", { name: "Aurum Saudi Arabia" })).toBeVisible();

  // Coming back, the visitor stays: the first visit's answer is kept ("sa"), nothing is asked again.
  const lookups = countLookups(page);
  await page.goto("/us/en/faqs");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/us\/en\/faqs$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("aurum.ipCountry"))) ?? "null")).toEqual({
    country: "sa",
    area: null,
  });
  expect(lookups()).toBe(0);
});

test("a visitor from this machine (a private address) sees no suggestion; the German-market page starts on Germany's dialling code", async ({
  page,
}) => {
  await page.goto("/uk/en/germany");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurum Clinic for guests from Germany");
  await expect(page.getByLabel(/^Country code/)).toHaveValue("DE");
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("country-suggestion")).toHaveCount(0);
});
