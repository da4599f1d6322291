// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { AddToBasketButton } from "./add-to-basket-button";

const labels = {
  button: "Add to basket",
  addOnLabel: "Add-on",
  addOnPlaceholder: "Choose",
  added: "Added to your basket.",
  viewBasket: "View basket",
  selectAddOn: "Please choose an add-on.",
};
const options = [
  { code: "GPI_A", name: "Glutathione", price: "$50.00" },
  { code: "GPI_B", name: "Vitamin C", price: "$40.00" },
];
const button = (
  <AddToBasketButton code="GPI" title="Glow" options={options} labels={labels} basketHref="/us/en/book-online/basket" />
);

describe("AddToBasketButton", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("is rendered disabled by the server: an add-on checked before hydration would be reset by it", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(button);
    expect(host.querySelector("fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(host.querySelector("button")?.hasAttribute("disabled")).toBe(true);
  });

  it("once hydrated, refuses an add without an add-on and adds the chosen one", async () => {
    render(button);
    const add = screen.getByRole("button", { name: "Add to basket" });
    expect(add.hasAttribute("disabled")).toBe(false);
    await act(async () => fireEvent.click(add));
    expect(screen.getByRole("alert").textContent).toBe("Please choose an add-on.");
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: /Vitamin C/ })));
    await act(async () => fireEvent.click(add));
    expect(screen.getByRole("status").textContent).toContain("Added to your basket.");
    expect(JSON.stringify(localStorage)).toContain("GPI_B");
  });

  it("on a page of many cards, re-renders only the card whose line changed", async () => {
    const stepper = { fewer: "One fewer: {name}", more: "One more: {name}", quantity: "Quantity" };
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    const codes = ["AFI", "NADEP", "WWBP", "SNADD"];
    render(
      <>
        {codes.map((code) => (
          <Profiler key={code} id={code} onRender={count}>
            <AddToBasketButton
              code={code}
              title={code}
              options={[]}
              labels={{ ...labels, button: `Add ${code}` }}
              basketHref="/us/en/book-online/basket"
              stepper={stepper}
            />
          </Profiler>
        ))}
      </>,
    );
    renders.clear();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add NADEP" })));
    expect(screen.getByTestId("quantity-value").textContent).toBe("1");
    expect([...renders.keys()]).toEqual(["NADEP"]);
  });
});
