// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { ClinicCurrencyNotice } from "./clinic-currency-notice";

let messages: Awaited<ReturnType<typeof islandMessages>>;
beforeAll(async () => {
  messages = await islandMessages("booking", "en");
});
afterEach(cleanup);

const notice = (pageCurrency: string, clinicName: string | null, currency: string | null) => (
  <IslandIntlProvider locale="en" messages={messages}>
    <ClinicCurrencyNotice pageCurrency={pageCurrency} clinicName={clinicName} currency={currency} />
  </IslandIntlProvider>
);

describe("ClinicCurrencyNotice (decision 268)", () => {
  it("says nothing while the clinic charges the site's currency", () => {
    render(notice("USD", "Aurum Clinic New York", "USD"));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("tells a visitor of the US site that London charges pounds, before any price is read", () => {
    render(notice("USD", "Aurum Clinic London", "GBP"));
    expect(screen.getByRole("status").textContent).toBe(
      "Aurum Clinic London charges in pounds sterling (GBP): your basket is priced at Aurum Clinic London's prices and you pay in pounds sterling.",
    );
  });

  it("announces a basket moved back to a clinic of the site's currency: the re-pricing is never silent", () => {
    const view = render(notice("GBP", "Aurum Clinic London", "GBP"));
    expect(screen.getByRole("status").textContent).toBe("");
    act(() => view.rerender(notice("GBP", "Aurum Clinic New York", "USD")));
    expect(screen.getByRole("status").textContent).toContain("Aurum Clinic New York charges in US dollars (USD)");
    act(() => view.rerender(notice("GBP", "Aurum Clinic London", "GBP")));
    expect(screen.getByRole("status").textContent).toContain("Aurum Clinic London charges in pounds sterling (GBP)");
  });

  it("waits for the quote: no clinic or no currency yet, no notice", () => {
    render(notice("USD", null, "GBP"));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
