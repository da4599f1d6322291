// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ChairTabs } from "./chair-tabs";

const chairs = [
  { id: 11, label: "Chair 1", count: "(2 visits)" },
  { id: 12, label: "Chair 2", count: "(free)" },
  { id: 13, label: "Chair 3", count: "(1 visit)" },
];

const tabs = (initial = 12) => (
  <ChairTabs
    id="day-grid"
    chairs={chairs}
    initial={initial}
    label="Chairs"
    action="/uk/en/staff/schedule"
    query={{ clinic: "london", day: "2045-07-11", view: "day" }}
  >
    {chairs.map((c) => (
      <div key={c.id} id={`chair-panel-${c.id}`} role="tabpanel" aria-labelledby={`chair-tab-${c.id}`} />
    ))}
  </ChairTabs>
);

const grid = () => document.getElementById("day-grid")!;
const selected = () => screen.getAllByRole("tab").filter((t) => t.getAttribute("aria-selected") === "true");

describe("the day grid's chair tabs on a phone", () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, "", "/");
  });

  it("names each chair with its visits, marks the one shown, and is one Tab stop", () => {
    render(tabs());
    const list = screen.getByRole("tablist", { name: "Chairs" });
    expect(list).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Chair 1 (2 visits)",
      "Chair 2 (free)",
      "Chair 3 (1 visit)",
    ]);
    expect(selected().map((t) => t.id)).toEqual(["chair-tab-12"]);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole("tab", { name: /Chair 2/ }).getAttribute("aria-controls")).toBe("chair-panel-12");
    expect(grid().dataset.shown).toBe("12");
  });

  it("shows the chair pressed at once, without leaving the page, and the address keeps it", () => {
    window.history.replaceState(null, "", "/uk/en/staff/schedule?clinic=london&day=2045-07-11");
    render(tabs());
    fireEvent.click(screen.getByRole("tab", { name: /Chair 3/ }));
    expect(grid().dataset.shown).toBe("13");
    expect(selected().map((t) => t.id)).toEqual(["chair-tab-13"]);
    expect(new URL(window.location.href).searchParams.get("chair")).toBe("13");
    expect(new URL(window.location.href).searchParams.get("clinic")).toBe("london");
  });

  it("moves with the arrow keys (wrapping), Home and End, showing and focusing the chair reached", () => {
    render(tabs());
    const second = screen.getByRole("tab", { name: /Chair 2/ });
    second.focus();
    fireEvent.keyDown(second, { key: "ArrowRight" });
    expect(grid().dataset.shown).toBe("13");
    expect(document.activeElement?.id).toBe("chair-tab-13");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(grid().dataset.shown).toBe("11");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(grid().dataset.shown).toBe("13");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(document.activeElement?.id).toBe("chair-tab-11");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(grid().dataset.shown).toBe("13");
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    // Other keys are left alone (Tab leaves the list).
    fireEvent.keyDown(document.activeElement!, { key: "a" });
    expect(grid().dataset.shown).toBe("13");
  });

  it("works without script: each tab submits the schedule's address with its chair", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(tabs(11));
    const form = host.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/uk/en/staff/schedule#day-grid");
    expect([...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value])).toEqual([
      ["clinic", "london"],
      ["day", "2045-07-11"],
      ["view", "day"],
    ]);
    const buttons = [...form.querySelectorAll("button")];
    expect(buttons.map((b) => [b.getAttribute("type"), b.name, b.value])).toEqual([
      ["submit", "chair", "11"],
      ["submit", "chair", "12"],
      ["submit", "chair", "13"],
    ]);
    expect(host.querySelector("[data-shown]")!.getAttribute("data-shown")).toBe("11");
  });

  it("draws no tabs for a clinic with one chair", () => {
    render(
      <ChairTabs id="day-grid" chairs={[chairs[0]!]} initial={11} label="Chairs" action="/x" query={{}}>
        <p>grid</p>
      </ChairTabs>,
    );
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("grid")).toBeTruthy();
  });
});
