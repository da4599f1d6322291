// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SpaCalendar } from "./spa-calendar";

const labels = {
  label: "Preferred date",
  previous: "Previous month",
  next: "Next month",
  open: "Open",
  closed: "Closed",
  noScript: "Choose a date on the request form.",
};
const calendar = (
  <SpaCalendar localeTag="en-GB" openWeekdays={[1, 2, 3, 4, 5]} value={null} onChange={() => {}} labels={labels} />
);

describe("SpaCalendar", () => {
  afterEach(cleanup);

  it("is not in the server's HTML: today is the visitor's, so the page says where to choose a date instead", () => {
    const html = renderToString(calendar);
    expect(html).toContain("Choose a date on the request form.");
    expect(html).not.toContain('role="grid"');
  });

  it("mounts its grid in the browser after hydration (in a transition), from tomorrow on", async () => {
    // Tomorrow on the visitor's own clock, read before the calendar reads it: should midnight pass in between, the
    // calendar's first day is only later, never earlier, than this one.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const first = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
    await act(async () => {
      render(calendar);
    });
    expect(document.querySelector("[role=grid]")).not.toBeNull();
    expect(document.body.textContent).not.toContain("Choose a date on the request form.");
    // Nothing before tomorrow can be chosen.
    const days = [...document.querySelectorAll<HTMLElement>("[data-day]:not([data-outside-month])")];
    expect(
      days.filter((d) => d.getAttribute("data-day")! < first && d.getAttribute("aria-disabled") !== "true"),
    ).toEqual([]);
    expect(document.querySelectorAll("[role=gridcell] button:not([aria-disabled=true])").length).toBeGreaterThan(0);
  });
});
