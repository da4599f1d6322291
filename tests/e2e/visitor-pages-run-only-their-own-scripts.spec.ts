import { expect, test, type Page } from "@playwright/test";

/** Every CSP violation the page reports, and every console error, from the first script on. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return problems;
}

/** React marks the nodes it hydrated: proof that the page's scripts ran. */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const node = document.querySelector(s);
    return Boolean(node && Object.keys(node).some((key) => key.startsWith("__reactFiber")));
  }, selector);

/** Decision 206: the page's script chunks are fetched only once it has painted its content. */
async function expectScriptsAfterFirstPaint(page: Page) {
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const chunks = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
    return {
      painted: paint !== null,
      chunks: chunks.length,
      beforePaint: chunks.filter((entry) => paint === null || entry.startTime < paint).map((entry) => entry.name),
    };
  });
  expect(timing.painted).toBe(true);
  expect(timing.chunks).toBeGreaterThan(0);
  expect(timing.beforePaint).toEqual([]);
}

const scriptSrc = (policy: string | undefined) => policy?.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

test("a visitor opens the sign-in and registration pages, which run only scripts carrying this request's nonce", async ({
  page,
}) => {
  const problems = await watch(page);
  const first = await page.goto("/uk/en/login");
  const policy = first!.headers()["content-security-policy"];
  // The three inline scripts of our own, by their hashes: the cookie choice, the brand font (decision 190) and the
  // loader of the page's scripts (decision 206).
  expect(scriptSrc(policy)).toMatch(
    /^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'(?: 'sha256-[A-Za-z0-9+/=]{44}'){3} 'strict-dynamic'$/,
  );
  // Rendered for this request only: never stored by the browser or a cache on the way.
  expect(first!.headers()["cache-control"]).toContain("no-store");
  await hydrated(page, "main form");
  await expectScriptsAfterFirstPaint(page);
  // The brand serif's inline script ran under the nonce policy: the heading's face was registered and loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Cormorant" && face.status === "loaded"),
      ),
    )
    .toBe(true);
  await page.getByRole("link", { name: "Code by email" }).click();
  await expect(page.getByTestId("login-code-form")).toBeVisible();

  const second = await page.goto("/uk/en/register");
  expect(scriptSrc(second!.headers()["content-security-policy"])).not.toBe(scriptSrc(policy));
  await hydrated(page, '[data-testid="register-form"]');
  expect(problems).toEqual([]);
});

test("a visitor reads a prerendered page: it stays static, keeps its scripts working, and carries a request id", async ({
  page,
}) => {
  const problems = await watch(page);
  const response = await page.goto("/us/en/faqs");
  expect(scriptSrc(response!.headers()["content-security-policy"])).toBe("script-src 'self' 'unsafe-inline'");
  const requestId = response!.headers()["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(response!.headers()["server-timing"]).toContain(`rid;desc="${requestId}"`);
  await hydrated(page, "#main");
  await expectScriptsAfterFirstPaint(page);
  expect(problems).toEqual([]);

  // From Next and then from the page cache (decision 188), the page carries its scripts as placeholders.
  for (const answer of [await page.request.get("/us/en/faqs"), await page.request.get("/us/en/faqs")]) {
    const html = await answer.text();
    expect(html).toMatch(/<script type="text\/x-after-paint" data-src="\/_next\/static\/chunks\/[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]* async=""/);
  }

  // Decision 208: each of the page's chunks asks the browser to compile it as it downloads, off the main thread.
  const html = await (await page.request.get("/us/en/faqs")).text();
  const chunks = [...html.matchAll(/data-src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks)
    expect((await (await page.request.get(chunk)).text()).startsWith("//# allFunctionsCalledOnLoad\n"), chunk).toBe(
      true,
    );
});
