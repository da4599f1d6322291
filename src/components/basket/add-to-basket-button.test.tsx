// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { AddToBasketButton } from "./add-to-basket-button";

const options = [
  { code: "GPI_A", name: "Glutathione", price: "$50.00" },
  { code: "GPI_B", name: "Vitamin C", price: "$40.00" },
];
let messages: Awaited<ReturnType<typeof islandMessages>>;
const button = () => (
  <IslandIntlProvider locale="en" messages={messages}>
    <AddToBasketButton
      code="GPI"
      title="Glow"
      options={options}
      label="Add to basket"
      basketHref="/us/en/book-online/basket"
    />
  </IslandIntlProvider>
);

describe("AddToBasketButton", () => {
  beforeAll(async () => {
    // What the catalogue pages' provider sends.
    messages = await islandMessages("catalogue", "en");
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("is rendered disabled by the server: an add-on checked before hydration would be reset by it", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(button());
    expect(host.querySelector("fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(host.querySelector("button")?.hasAttribute("disabled")).toBe(true);
  });

  it("once hydrated, refuses an add without an add-on and adds the chosen one", async () => {
    render(button());
    const add = screen.getByRole("button", { name: "Add to basket" });
    expect(add.hasAttribute("disabled")).toBe(false);
    await act(async () => fireEvent.click(add));
    expect(screen.getByRole("alert").textContent).toBe("Please select an add-on choice.");
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: /Vitamin C/ })));
    await act(async () => fireEvent.click(add));
    expect(screen.getByRole("status").textContent).toContain("Added to your basket.");
    expect(JSON.stringify(localStorage)).toContain("GPI_B");
  });

  it("on a page of many cards, re-renders only the card whose line changed", async () => {
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    const codes = ["AFI", "NADEP", "WWBP", "SNADD"];
    render(
      <IslandIntlProvider locale="en" messages={messages}>
        {codes.map((code) => (
          <Profiler key={code} id={code} onRender={count}>
            <AddToBasketButton
              code={code}
              title={code}
              options={[]}
              label={`Add ${code}`}
              basketHref="/us/en/book-online/basket"
              stepper
            />
          </Profiler>
        ))}
      </IslandIntlProvider>,
    );
    renders.clear();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add NADEP" })));
    expect(screen.getByTestId("quantity-value").textContent).toBe("1");
    expect([...renders.keys()]).toEqual(["NADEP"]);
  });
});
