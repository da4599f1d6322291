// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import type { Locale } from "@/i18n/locales";
import { SpaCalendar } from "./spa-calendar";

// What the request panel's provider sends (catalogue.calendar), per language.
const messages = new Map<Locale, Awaited<ReturnType<typeof islandMessages>>>();
const calendar = (locale: Locale = "en", localeTag = "en-GB") => (
  <IslandIntlProvider locale={locale} messages={messages.get(locale)!}>
    <SpaCalendar localeTag={localeTag} openWeekdays={[1, 2, 3, 4, 5]} value={null} onChange={() => {}} />
  </IslandIntlProvider>
);

describe("SpaCalendar", () => {
  beforeAll(async () => {
    for (const locale of ["en", "de"] as const) messages.set(locale, await islandMessages("requestPanel", locale));
  });
  afterEach(cleanup);

  it("is not in the server's HTML: today is the visitor's, so the page says where to choose a date instead", () => {
    const html = renderToString(calendar());
    expect(html).toContain("You can choose your preferred date on the request form.");
    expect(html).not.toContain('role="grid"');
  });

  it("mounts its grid in the browser after hydration (in a transition), from tomorrow on", async () => {
    // Tomorrow on the visitor's own clock, read before the calendar reads it: should midnight pass in between, the
    // calendar's first day is only later, never earlier, than this one.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const first = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
    await act(async () => {
      render(calendar());
    });
    expect(document.querySelector("[role=grid]")).not.toBeNull();
    expect(document.body.textContent).not.toContain("You can choose your preferred date on the request form.");
    // Nothing before tomorrow can be chosen.
    const days = [...document.querySelectorAll<HTMLElement>("[data-day]:not([data-outside-month])")];
    expect(
      days.filter((d) => d.getAttribute("data-day")! < first && d.getAttribute("aria-disabled") !== "true"),
    ).toEqual([]);
    expect(document.querySelectorAll("[role=gridcell] button:not([aria-disabled=true])").length).toBeGreaterThan(0);
  });

  it("reads its words from the provider, in the page's language (German)", async () => {
    expect(renderToString(calendar("de", "de-DE"))).toContain(
      "Sie können Ihren Wunschtermin im Anfrageformular wählen.",
    );
    await act(async () => {
      render(calendar("de", "de-DE"));
    });
    expect(document.querySelector("[aria-label='Nächster Monat']")).not.toBeNull();
    expect(document.body.textContent).toContain("Geschlossen");
  });
});
