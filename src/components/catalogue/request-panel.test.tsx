// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { calendarNamesFor } from "@/components/booking/calendar-names";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { RequestPanel } from "./request-panel";

let messages: Awaited<ReturnType<typeof islandMessages>>;
const options = [
  { code: "SF60", name: "Facial, 60 minutes", price: "£120.00", duration: "60 min" },
  { code: "SF90", name: "Facial, 90 minutes", price: "£160.00", duration: "90 min" },
];

describe("RequestPanel", () => {
  beforeAll(async () => {
    // What SpaRequestPanel's provider sends.
    messages = await islandMessages("requestPanel", "en");
  });
  afterEach(cleanup);

  it("reads its words from the provider and carries the option and the chosen day to the request form", async () => {
    await act(async () => {
      render(
        <IslandIntlProvider locale="en" messages={messages}>
          <RequestPanel
            requestHref="/uk/en/spa-request"
            itemCode="SF"
            options={options}
            localeTag="en-GB"
            openWeekdays={[0, 1, 2, 3, 4, 5, 6]}
            calendarNames={calendarNamesFor("en-GB")}
          />
        </IslandIntlProvider>,
      );
    });
    expect(screen.getByRole("group", { name: "Options and prices" })).not.toBeNull();
    expect(screen.getByRole("heading", { name: "Preferred date" })).not.toBeNull();
    expect(document.body.textContent).toContain("No date chosen yet; you can also choose one on the form.");
    const link = screen.getByTestId("request-link");
    expect(link.textContent).toBe("Request");
    expect(link.getAttribute("href")).toBe("/uk/en/spa-request?item=SF&option=SF60");

    const day = document.querySelector<HTMLElement>("[role=gridcell] button:not([aria-disabled=true])")!;
    await act(async () => fireEvent.click(day));
    const chosen = link.getAttribute("href")!.match(/date=(\d{4}-\d{2}-\d{2})/)?.[1];
    expect(chosen).toBeDefined();
    // ICU's {date}, filled with the calendar's own name of the day ("Tuesday 1 December 2026" in en-GB).
    const said = [...document.querySelectorAll("[aria-live=polite]")].map((node) => node.textContent);
    expect(said).toContainEqual(expect.stringMatching(/^Preferred date: \w+,? \d{1,2} \w+ \d{4}$/));
  });
});
