// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { GiftCardForm } from "./gift-card-form";

let messages: Awaited<ReturnType<typeof islandMessages>>;
const form = (currency = "USD") => (
  <IslandIntlProvider locale="en" messages={messages}>
    <GiftCardForm currency={currency} />
  </IslandIntlProvider>
);

describe("GiftCardForm before and after hydration (decision 206)", () => {
  let root: Root | null = null;
  beforeAll(async () => {
    messages = await islandMessages("booking", "en");
  });
  /** The form as the server sends it, then hydrated in the page. */
  async function hydrated(currency?: string) {
    const host = document.createElement("div");
    host.innerHTML = renderToString(form(currency));
    document.body.append(host);
    await act(async () => {
      root = hydrateRoot(host, form(currency));
    });
    return host;
  }
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
    cleanup();
  });

  it("arrives from the server with every field and the button disabled: React would reset what was typed before it runs", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(form());
    const controls = [...host.querySelectorAll("input, textarea, button")];
    expect(controls.length).toBe(8);
    // Inside a disabled fieldset, so disabled (the DOM under test does not apply the fieldset's state to :disabled).
    for (const control of controls) expect(control.closest("fieldset[disabled]")).not.toBeNull();
  });

  it("is enabled once hydrated and keeps each field typed in turn", async () => {
    await hydrated();
    const amount = screen.getByRole("textbox", { name: "Amount (USD)" });
    expect(amount.closest("fieldset[disabled]")).toBeNull();
    // The wrapper is no group to assistive technology: the card's fields are the only one.
    expect(screen.getAllByRole("group").map((group) => group.querySelector("legend")?.textContent)).toEqual([
      "Card details",
    ]);
    await act(async () => fireEvent.change(amount, { target: { value: "400" } }));
    await act(async () =>
      fireEvent.change(screen.getByRole("textbox", { name: "Recipient's name" }), { target: { value: "Amira" } }),
    );
    expect((amount as HTMLInputElement).value).toBe("400");
    expect((screen.getByRole("textbox", { name: "Recipient's name" }) as HTMLInputElement).value).toBe("Amira");
  });

  it("offers the site's currency: on the UK site a card in pounds, suggested at £200, refused under £40 in pounds", async () => {
    const host = await hydrated("GBP");
    const amount = screen.getByRole("textbox", { name: "Amount (GBP)" }) as HTMLInputElement;
    expect(amount.value).toBe("200");
    await act(async () => fireEvent.change(amount, { target: { value: "30" } }));
    await act(async () => fireEvent.submit(amount.closest("form")!));
    expect(host.textContent).toContain("between £40 and £4,000");
  });

  it("names the card's currency on the amount and in the range it asks for", async () => {
    const host = await hydrated();
    const amount = screen.getByRole("textbox", { name: "Amount (USD)" });
    await act(async () => fireEvent.change(amount, { target: { value: "10" } }));
    await act(async () => fireEvent.submit(amount.closest("form")!));
    expect(host.textContent).toContain("Please choose an amount between $50 and $5,000.");
  });
});
