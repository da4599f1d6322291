// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingCalendar, calendarLocaleTag, weekdayOf, type DayStatus } from "./booking-calendar";

/**
 * The one calendar (React Aria's Calendar) as the booking islands use it: the locale's first day of the week,
 * arrow keys (mirrored right to left), and days without free time announced and, on weekends with an offer,
 * still selectable.
 */
const labels = { label: "Date", previous: "Previous month", next: "Next month", none: "no free time", offer: "no free time online; you can ask us to call you back", waitlist: "fully booked; you can join the waitlist" };

function Harness({ localeTag, statusOf = () => "free", onChange = () => {}, onFocus = () => {} }: { localeTag: string; statusOf?: (day: string) => DayStatus; onChange?: (day: string) => void; onFocus?: (day: string) => void }) {
  const [focusedDay, setFocusedDay] = useState("2030-03-13");
  return (
    <BookingCalendar
      localeTag={localeTag}
      value={null}
      onChange={onChange}
      focusedDay={focusedDay}
      onFocusedDayChange={(day) => {
        onFocus(day);
        setFocusedDay(day);
      }}
      minDay="2030-03-02"
      statusOf={statusOf}
      labels={labels}
    />
  );
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]:not([data-outside-month])`)!;
const firstShownWeekday = () => weekdayOf(document.querySelector("tbody tr [data-day]")!.getAttribute("data-day")!);

describe("BookingCalendar", () => {
  afterEach(cleanup);

  it("starts the week on the locale's first day: Sunday in en-US, Monday in en-GB and German, Saturday in Arabic", () => {
    const expected: [string, number][] = [
      ["en-US", 0],
      ["en-GB", 1],
      ["de", 1],
      ["ar", 6],
      ["ja", 0],
    ];
    for (const [tag, weekday] of expected) {
      render(<Harness localeTag={tag} />);
      expect(firstShownWeekday(), tag).toBe(weekday);
      cleanup();
    }
    expect(calendarLocaleTag("en", "us")).toBe("en-US");
    expect(calendarLocaleTag("en", "uk")).toBe("en-GB");
    expect(calendarLocaleTag("ar", "uk")).toBe("ar");
  });

  it("is a grid the arrow keys move through, mirrored in Arabic", async () => {
    const focus = vi.fn();
    render(<Harness localeTag="en-GB" onFocus={focus} />);
    expect(document.querySelector("[role=grid]")).not.toBeNull();
    act(() => cell("2030-03-13").focus());
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    });
    expect(focus).toHaveBeenLastCalledWith("2030-03-14");
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    });
    expect(focus).toHaveBeenLastCalledWith("2030-03-21");
    cleanup();

    const focusAr = vi.fn();
    render(<Harness localeTag="ar" onFocus={focusAr} />);
    act(() => cell("2030-03-13").focus());
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    });
    expect(focusAr).toHaveBeenLastCalledWith("2030-03-12");
  });

  it("announces days without free time; a weekend day with an offer stays selectable, a weekday without time does not", () => {
    const chosen = vi.fn();
    const statusOf = (day: string): DayStatus => (day === "2030-03-14" ? "none" : day === "2030-03-16" ? "offer" : "free");
    render(<Harness localeTag="en-GB" statusOf={statusOf} onChange={chosen} />);
    const description = (el: HTMLElement) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent;

    const none = cell("2030-03-14");
    expect(none.getAttribute("aria-disabled")).toBe("true");
    expect(description(none)).toBe("no free time");
    fireEvent.click(none);
    expect(chosen).not.toHaveBeenCalled();

    const offer = cell("2030-03-16");
    expect(offer.getAttribute("aria-disabled")).toBeNull();
    expect(description(offer)).toBe(labels.offer);
    fireEvent.click(offer);
    expect(chosen).toHaveBeenCalledWith("2030-03-16");

    const free = cell("2030-03-15");
    expect(free.getAttribute("aria-describedby")).toBeNull();
    // Before the first day that can be booked: disabled.
    expect(cell("2030-03-01").getAttribute("aria-disabled")).toBe("true");
  });

  it("a fully booked day with a waitlist is described so and stays selectable", () => {
    const chosen = vi.fn();
    render(<Harness localeTag="en-GB" statusOf={(day) => (day === "2030-03-14" ? "waitlist" : "free")} onChange={chosen} />);
    const full = cell("2030-03-14");
    expect(full.getAttribute("aria-disabled")).toBeNull();
    expect(document.getElementById(full.getAttribute("aria-describedby") ?? "")?.textContent).toBe(labels.waitlist);
    fireEvent.click(full);
    expect(chosen).toHaveBeenCalledWith("2030-03-14");
  });
});
