import { describe, expect, it } from "vitest";
import { loadLongForm } from "./load-long-form";

describe("loadLongForm", () => {
  it("renders the page in the reader's language when it is translated", async () => {
    const page = await loadLongForm("how-it-works", "de");
    expect(page).toMatchObject({ locale: "de", isFallback: false });
    expect(page.html).toContain("<h2>2. Online buchen</h2>");
  });

  it("falls back to English, and says so, when it is not", async () => {
    const page = await loadLongForm("privacy-policy", "de");
    expect(page).toMatchObject({ locale: "en", isFallback: true });
    expect(page.html).toContain("<h2>What we collect</h2>");
  });

  it("is not a fallback for English itself", async () => {
    expect(await loadLongForm("privacy-policy", "en")).toMatchObject({ locale: "en", isFallback: false });
  });

  it("fails loudly for a page that has no English text", async () => {
    await expect(loadLongForm("no-such-page", "fr")).rejects.toThrow("content/en/no-such-page.md");
  });
});
