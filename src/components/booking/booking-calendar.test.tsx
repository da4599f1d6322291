// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { Profiler, useState } from "react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingCalendar, calendarLocaleTag, weekdayOf, type DayStatus } from "./booking-calendar";
import { calendarNamesFor, type CalendarNames } from "./calendar-names";

/**
 * The one calendar as the booking islands use it: the locale's first day of the week, the date picker grid's
 * keys (arrows mirrored right to left, Home/End, Page Up/Down, Enter and Space), the focus following the keys
 * into another month, and days without free time announced and, on weekends with an offer, still selectable.
 */
const labels = {
  label: "Date",
  previous: "Previous month",
  next: "Next month",
  none: "no free time",
  offer: "no free time online; you can ask us to call you back",
  waitlist: "fully booked; you can join the waitlist",
};

function Harness({
  localeTag,
  statusOf = () => "free",
  onChange = () => {},
  onFocus = () => {},
  start = "2030-03-13",
  maxDay,
  names,
}: {
  localeTag: string;
  statusOf?: (day: string) => DayStatus;
  onChange?: (day: string) => void;
  onFocus?: (day: string) => void;
  start?: string;
  maxDay?: string;
  names?: CalendarNames | null;
}) {
  const [focusedDay, setFocusedDay] = useState(start);
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
      maxDay={maxDay}
      statusOf={statusOf}
      labels={labels}
      names={names}
    />
  );
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]:not([data-outside-month])`)!;
const firstShownWeekday = () => weekdayOf(document.querySelector("tbody tr [data-day]")!.getAttribute("data-day")!);

const press = async (key: string, init: { shiftKey?: boolean } = {}) => {
  await act(async () => {
    fireEvent.keyDown(document.activeElement!, { key, ...init });
  });
};
const focusedDay = () => document.activeElement?.getAttribute("data-day");
/** The browser's focus on a day, as a click or a Tab gives it (React hears focus as `focusin`). */
const focusOn = (day: string) =>
  act(() => {
    cell(day).focus();
    fireEvent.focusIn(cell(day));
  });

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
    render(<Harness localeTag="en-GB" />);
    expect(document.querySelector("[role=grid]")).not.toBeNull();
    focusOn("2030-03-13");
    await press("ArrowRight");
    expect(focusedDay()).toBe("2030-03-14");
    await press("ArrowDown");
    expect(focusedDay()).toBe("2030-03-21");
    cleanup();

    render(<Harness localeTag="ar" />);
    focusOn("2030-03-13");
    await press("ArrowRight");
    expect(focusedDay()).toBe("2030-03-12");
  });

  it("announces days without free time; a weekend day with an offer stays selectable, a weekday without time does not", () => {
    const chosen = vi.fn();
    const statusOf = (day: string): DayStatus =>
      day === "2030-03-14" ? "none" : day === "2030-03-16" ? "offer" : "free";
    render(<Harness localeTag="en-GB" statusOf={statusOf} onChange={chosen} />);
    const description = (el: HTMLElement) =>
      document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent;

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
    render(
      <Harness localeTag="en-GB" statusOf={(day) => (day === "2030-03-14" ? "waitlist" : "free")} onChange={chosen} />,
    );
    const full = cell("2030-03-14");
    expect(full.getAttribute("aria-disabled")).toBeNull();
    expect(document.getElementById(full.getAttribute("aria-describedby") ?? "")?.textContent).toBe(labels.waitlist);
    fireEvent.click(full);
    expect(chosen).toHaveBeenCalledWith("2030-03-14");
  });

  it("moves with Home/End through the week and Page Up/Down through months and years, the focus following into the new month", async () => {
    render(<Harness localeTag="en-GB" />);
    const heading = () => document.querySelector("h2")!.textContent;
    expect(heading()).toBe("March 2030");
    focusOn("2030-03-13");
    await press("Home");
    expect(focusedDay()).toBe("2030-03-11");
    await press("End");
    expect(focusedDay()).toBe("2030-03-17");
    await press("PageDown");
    expect(focusedDay()).toBe("2030-04-17");
    expect(heading()).toBe("April 2030");
    // One Tab stop in the grid.
    expect(document.querySelectorAll("[data-day][tabindex='0']")).toHaveLength(1);
    await press("PageDown", { shiftKey: true });
    expect(focusedDay()).toBe("2031-04-17");
    await press("ArrowDown");
    expect(focusedDay()).toBe("2031-04-24");
    await press("ArrowDown");
    expect(focusedDay()).toBe("2031-05-01");
    expect(heading()).toBe("May 2031");
    // Never before the first bookable day: Shift+Page Up from May 2031 goes to May 2030, then no further back.
    await press("PageUp", { shiftKey: true });
    expect(focusedDay()).toBe("2030-05-01");
    await press("PageUp", { shiftKey: true });
    expect(focusedDay()! >= "2030-03-02").toBe(true);
  });

  it("chooses the day whose button is activated (a tap, or Enter and Space in a browser), never a day without free time", async () => {
    const chosen = vi.fn();
    render(
      <Harness localeTag="en-GB" statusOf={(day) => (day === "2030-03-14" ? "none" : "free")} onChange={chosen} />,
    );
    focusOn("2030-03-13");
    // A day is a native button: the browser turns Enter and Space on it into a click (the keyboard journey presses them).
    expect(document.activeElement!.tagName).toBe("BUTTON");
    await act(async () => fireEvent.click(document.activeElement!));
    expect(chosen).toHaveBeenLastCalledWith("2030-03-13");
    await press("ArrowRight");
    expect(focusedDay()).toBe("2030-03-14");
    await act(async () => fireEvent.click(document.activeElement!));
    expect(chosen).toHaveBeenCalledTimes(1);
    await press("ArrowRight");
    await act(async () => fireEvent.click(document.activeElement!));
    expect(chosen).toHaveBeenLastCalledWith("2030-03-15");
  });

  it("turns the month with its buttons, which say so when they cannot go further and keep the focus", async () => {
    const months = vi.fn();
    render(<Harness localeTag="en-GB" start="2030-04-10" maxDay="2030-05-20" onFocus={months} />);
    const [previous, next] = [
      ...document.querySelectorAll<HTMLButtonElement>("[data-testid=booking-calendar] button[aria-label$=month]"),
    ];
    expect(previous!.getAttribute("aria-label")).toBe("Previous month");
    act(() => previous!.focus());
    await act(async () => fireEvent.click(previous!));
    expect(document.querySelector("h2")!.textContent).toBe("March 2030");
    // The month's first day that can be booked is where the parent fetches availability from.
    expect(months).toHaveBeenLastCalledWith("2030-03-02");
    expect(previous!.getAttribute("aria-disabled")).toBe("true");
    // Disabled for assistive technology but not natively: the focus stays on it instead of falling on the page.
    expect(document.activeElement).toBe(previous);
    await act(async () => fireEvent.click(previous!));
    expect(document.querySelector("h2")!.textContent).toBe("March 2030");
    await act(async () => fireEvent.click(next!));
    await act(async () => fireEvent.click(next!));
    expect(document.querySelector("h2")!.textContent).toBe("May 2030");
    expect(next!.getAttribute("aria-disabled")).toBe("true");
    expect([...document.querySelectorAll("[data-day][tabindex='0']")].map((c) => c.getAttribute("data-day"))).toEqual([
      "2030-05-01",
    ]);
    expect(cell("2030-05-21").getAttribute("aria-disabled")).toBe("true");
  });

  it("names the grid, its days and its weekdays in the page's language", () => {
    render(<Harness localeTag="en-GB" />);
    expect(document.querySelector("[role=grid]")!.getAttribute("aria-label")).toBe("Date, March 2030");
    expect(cell("2030-03-13").getAttribute("aria-label")).toMatch(/^Wednesday,? 13 March 2030$/);
    expect(document.querySelector("th")!.textContent).toBe("Mon");
    expect(document.querySelector("th")!.getAttribute("aria-label")).toBe("Monday");
    cleanup();
    render(<Harness localeTag="ar" />);
    expect(cell("2030-03-13").textContent).toBe("13");
    expect(document.querySelector("h2")!.textContent).toBe("مارس 2030");
    expect(document.querySelector("th")!.getAttribute("aria-label")).toBe("السبت");
    expect(document.querySelector("[role=grid]")!.closest("[dir]")!.getAttribute("dir")).toBe("rtl");
  });

  it("prints the names the server computed exactly as Intl would, building no Intl formatter in the browser", () => {
    /** Everything the calendar prints or names: heading, grid name, column headings and every day. */
    const printed = () => [
      document.querySelector("h2")!.textContent,
      document.querySelector("[role=grid]")!.getAttribute("aria-label"),
      ...[...document.querySelectorAll("th")].map((th) => `${th.textContent}|${th.getAttribute("aria-label")}`),
      ...[...document.querySelectorAll("button[data-day]")].map(
        (b) => `${b.textContent}|${b.getAttribute("aria-label")}`,
      ),
    ];
    for (const tag of ["ru", "ja", "es"]) {
      render(<Harness localeTag={tag} />);
      const byIntl = printed();
      cleanup();
      const names = calendarNamesFor(tag);
      const built = vi.spyOn(Intl, "DateTimeFormat");
      render(<Harness localeTag={tag} names={names} />);
      expect(printed(), tag).toEqual(byIntl);
      expect(built, tag).not.toHaveBeenCalled();
      built.mockRestore();
      cleanup();
    }
    // Names for another locale are not used: the calendar falls back to Intl.
    render(<Harness localeTag="de" names={calendarNamesFor("fr")} />);
    expect(document.querySelector("h2")!.textContent).toBe("März 2030");
  });

  it("gives every day one class, calendar-day, whose states the stylesheet draws from the attributes the days carry", () => {
    const statuses: Record<string, DayStatus> = {
      "2030-03-14": "none",
      "2030-03-15": "offer",
      "2030-03-16": "waitlist",
      "2030-03-17": "unknown",
    };
    render(<Harness localeTag="en-GB" statusOf={(day) => statuses[day] ?? "free"} />);
    const days = [...document.querySelectorAll<HTMLElement>("[data-day]")];
    expect(days.length).toBeGreaterThanOrEqual(35);
    // The outside days are drawn invisible with the same class.
    expect(new Set(days.map((day) => day.className.replace(/ invisible$/, "")))).toEqual(new Set(["calendar-day"]));
    const css = readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");
    const rules = css.slice(css.indexOf(".calendar-day {"));
    const drawn = [...rules.matchAll(/\[(data-[a-z]+)(?:="([a-z]+)")?\]/g)].map(([, name, value]) =>
      value ? `${name}=${value}` : name,
    );
    const carried = new Set(
      days.flatMap((day) =>
        [...day.attributes]
          .filter((a) => /^data-(status|disabled|unavailable|selected)$/.test(a.name))
          .map((a) => (a.name === "data-status" ? `${a.name}=${a.value}` : a.name)),
      ),
    );
    // Every state a day can be in has its rule ("free" is the class itself, "none" is drawn by data-unavailable, which
    // such a day carries); the month above shows all but "selected".
    expect(cell("2030-03-14").hasAttribute("data-unavailable")).toBe(true);
    expect(
      [...carried].filter(
        (state) => !["data-status=free", "data-status=none"].includes(state) && !drawn.includes(state),
      ),
    ).toEqual([]);
    expect(drawn).toEqual(expect.arrayContaining(["data-selected", "data-disabled", "data-unavailable"]));
  });
  it("renders the month once for a tap (press, focus, click), and still hands a keyboard's focus to the grid", async () => {
    let commits = 0;
    const chosen: string[] = [];
    function Chooser() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Profiler id="calendar" onRender={() => commits++}>
          <BookingCalendar
            localeTag="en-GB"
            value={value}
            onChange={(day) => {
              chosen.push(day);
              setValue(day);
            }}
            focusedDay="2030-03-13"
            onFocusedDayChange={() => {}}
            minDay="2030-03-02"
            statusOf={() => "free"}
            labels={labels}
          />
        </Profiler>
      );
    }
    render(<Chooser />);
    commits = 0;
    // Each event a task of its own, as the browser dispatches them (one act would batch their renders into one).
    await act(async () => {
      fireEvent.pointerDown(cell("2030-03-20"));
      // The press's focus (happy-dom dispatches focusin for it, as a browser does).
      cell("2030-03-20").focus();
    });
    await act(async () => {
      fireEvent.click(cell("2030-03-20"));
    });
    expect(chosen).toEqual(["2030-03-20"]);
    expect(commits).toBe(1);
    expect(cell("2030-03-20").getAttribute("data-selected")).toBe("true");
    // After the paint the press's focus is not handed on again: the click moved DayPicker's focus already.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(commits).toBe(1);

    // A keyboard's focus (no press) moves DayPicker's focused day at once, so the arrow keys go on from it.
    await focusOn("2030-03-22");
    await press("ArrowRight");
    expect(focusedDay()).toBe("2030-03-23");
  });
  it("renders no month again for a parent's render that passes the same props (a time tapped in the picker)", async () => {
    // Asked for each day a month render draws: its calls count the renders.
    const statusOf = vi.fn((): DayStatus => "free");
    const onChange = () => {};
    // A parent rendered again (a new `tick`) that hands the calendar the same props.
    function Parent({ tick }: { tick: number }) {
      void tick;
      return (
        <BookingCalendar
          localeTag="en-GB"
          value="2030-03-20"
          onChange={onChange}
          focusedDay="2030-03-13"
          onFocusedDayChange={onChange}
          minDay="2030-03-02"
          statusOf={statusOf}
          labels={labels}
        />
      );
    }
    const view = render(<Parent tick={0} />);
    expect(statusOf).toHaveBeenCalled();
    statusOf.mockClear();
    view.rerender(<Parent tick={1} />);
    expect(statusOf).not.toHaveBeenCalled();
  });
});
