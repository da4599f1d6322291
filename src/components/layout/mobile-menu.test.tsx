// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu";

/**
 * The phone menu's sheet: the page carries only its trigger, heading and close button until it is opened, so no
 * page load builds and hydrates the whole menu (issue 14); opening shows every group and the footer, and a group's
 * links appear when that group is opened (opening the menu builds no more than its headings, issue 44).
 */
const groups = [
  {
    key: "treatments",
    label: "Treatments",
    href: "/us/en/infusion",
    children: [
      { label: "IV infusions", href: "/us/en/infusion/singular" },
      { label: "Injections", href: "/us/en/injections" },
    ],
  },
  { key: "contact", label: "Contact", href: "/us/en/contact", children: [] },
];
const labels = { open: "Open menu", close: "Close menu", title: "Menu" };

afterEach(cleanup);

describe("MobileMenu", () => {
  it("keeps its links out of the page until opened, and drops them again when closed", async () => {
    const view = render(<MobileMenu groups={groups} labels={labels} footer={<button type="button">Sign in</button>} />);
    const dialog = view.container.querySelector("dialog")!;
    expect(dialog.querySelectorAll("a, details")).toHaveLength(0);
    expect(view.queryByText("Sign in")).toBeNull();
    // The sheet's heading and close button are there from the start, for showModal() to focus.
    expect(dialog.querySelector("h2")?.textContent).toBe("Menu");
    expect(dialog.querySelector("button[aria-label='Close menu']")).not.toBeNull();

    const trigger = view.getByRole("button", { name: "Open menu" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await act(async () => fireEvent.click(trigger));
    expect(dialog.open).toBe(true);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const hrefs = () => [...dialog.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs()).toEqual(["/us/en/contact"]);
    expect(view.getByRole("button", { name: "Sign in" })).toBeTruthy();
    const treatments = dialog.querySelector("details")!;
    expect(treatments.querySelector("summary")?.textContent).toContain("Treatments");

    await act(async () => {
      treatments.open = true;
      treatments.dispatchEvent(new Event("toggle"));
    });
    expect(hrefs()).toEqual(["/us/en/infusion/singular", "/us/en/injections", "/us/en/contact"]);
    await act(async () => {
      treatments.open = false;
      treatments.dispatchEvent(new Event("toggle"));
    });
    expect(hrefs()).toEqual(["/us/en/contact"]);

    await act(async () => {
      dialog.close();
      dialog.dispatchEvent(new Event("close"));
    });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(dialog.querySelectorAll("a, details")).toHaveLength(0);
  });
});
