import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { loadLongForm } from "./load-long-form";

/** Issue 9: the pages that promised the account's features now describe what exists, in every language. */
describe("copy that promised the account's features", () => {
  it.each(locales)("the Gift cards page in %s links the purchase page and no longer says 'later'", async (locale) => {
    const page = await loadLongForm("gift-cards", locale);
    expect(page.isFallback).toBe(false);
    expect(page.html).toContain('href="book-online/gift-card"');
    expect(page.html).not.toMatch(/will be available|können Sie mit unserem neuen|seront en vente|podrán comprarse|появятся в продаже|将随新的|できるようになります|ستتوفر/);
  });

  it.each(locales)("How it works in %s tells of the 72-hour limit for changes in the account", async (locale) => {
    const page = await loadLongForm("how-it-works", locale);
    expect(page.isFallback).toBe(false);
    expect(page.html).toContain("72");
  });
});
