// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBookingChoice } from "@/components/basket/basket-store";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { calendarLocaleTag } from "./calendar-month";
import { calendarNamesFor, type CalendarNames } from "./calendar-names";
import { TimePicker } from "./time-picker";
import { DEFAULT_WEEKLY_HOURS } from "@/config/booking-hours";
import type { ClinicOption } from "./types";
import { WaitlistJoin } from "@/components/waitlist/waitlist-join";
import { cookieNames } from "@/config/cookies";
import { intlConstructions } from "../../../tests/support/intl-constructions";
import { storeBookingChoice } from "../../../tests/support/stored-booking-choice";
import { dayOffsets } from "@/shared/clinic-time";

/**
 * The time picker as the basket page uses it: the booking choice lives in the browser's store, the
 * availability API is answered at the fetch boundary (and every question it is asked is counted).
 */
const london: ClinicOption = {
  id: 7,
  name: "Aurum Clinic London",
  city: "London",
  timeZone: "Europe/London",
  currency: "USD",
  phone: "+44 20 0000 0000",
  email: "london@example.com",
  outOfHours: true,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  inResidence: false,
};
/** London as a page rendered on 10 March (GMT) gives it. */
const londonOnTheTenth: ClinicOption = {
  ...london,
  slug: "london",
  today: "2030-03-10",
  zoneNow: "GMT",
  todayEndsAt: Date.parse("2030-03-11T00:00:00Z"),
};
const DAY = "2030-03-12";
const OTHER_DAY = "2030-03-13";
/** A Thursday and a Saturday without free time. */
const FULL_WEEKDAY = "2030-03-14";
const FULL_SATURDAY = "2030-03-16";
const full = (day: string) => day === FULL_WEEKDAY || day === FULL_SATURDAY || day === CLOSED_WEEKDAY;
/** A Wednesday the whole clinic is closed (a public holiday). */
const CLOSED_WEEKDAY = "2030-03-20";

type Asked = { path: string; body: Record<string, unknown> };
let asked: Asked[] = [];

function seatsOf(day: string) {
  return ["09:00", "10:00", "10:30", "21:00"].map((time) => ({
    starts_at: `${day}T${time}:00.000Z`,
    clinic_time: time,
    band: time === "21:00" ? "out_of_hours" : "standard",
  }));
}

function answer(path: string, body: Record<string, unknown>) {
  if (path.endsWith("join_waitlist"))
    return { code: 2000, msg: "ok", data: { entry_id: "00000000-0000-4000-8000-000000000001", created: true } };
  if (path.endsWith("get_bookable_seat_map")) {
    const [y, m] = String(body.month).split("-").map(Number) as [number, number];
    const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const days = Array.from({ length }, (_, i) => `${body.month}-${String(i + 1).padStart(2, "0")}`).map((day) => ({
      day,
      free: !full(day),
      closed: day === CLOSED_WEEKDAY,
    }));
    return { code: 2000, msg: "ok", data: { days } };
  }
  return { code: 2000, msg: "ok", data: { seats: full(String(body.date)) ? [] : seatsOf(String(body.date)) } };
}

const lines = [{ code: "AFI", optionCode: null, quantity: 1, title: "Anti-Fatigue IV Infusion" }];
const waitlist = {
  label: "fully booked; you can join the waitlist",
  render: (clinic: ClinicOption, day: string) => (
    <WaitlistJoin
      clinic={clinic}
      day={day}
      lines={lines}
      loginHref="/uk/en/login?next=%2Fuk%2Fen%2Fbook-online%2Fbasket"
      accountHref="/uk/en/account/waitlist"
    />
  ),
};

function Picker({
  duration,
  messages,
  weekendCallBack,
  withWaitlist,
  onTimeConfirmed,
}: {
  duration: number | null;
  messages: Record<string, unknown>;
  weekendCallBack?: boolean;
  withWaitlist?: boolean;
  onTimeConfirmed?: () => void;
}) {
  const choice = useBookingChoice();
  return (
    <IslandIntlProvider locale="en" messages={messages}>
      <TimePicker
        clinics={[{ ...london, slug: "london" }]}
        choice={{ ...choice, clinicId: london.id }}
        durationMinutes={duration}
        surchargeFor={() => 100_00}
        weekendCallBack={weekendCallBack}
        waitlist={withWaitlist ? waitlist : undefined}
        onTimeConfirmed={onTimeConfirmed}
      />
    </IslandIntlProvider>
  );
}

const seatQuestions = () => asked.filter((a) => a.path.endsWith("get_bookable_seat"));
const mapQuestions = () => asked.filter((a) => a.path.endsWith("get_bookable_seat_map"));
const dayButton = (day: string) => document.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
const timeItem = (time: string) => document.querySelector<HTMLElement>(`[data-time="${time}"]`);
const isChosen = (time: string) => String(timeItem(time)?.querySelector("input")?.checked);

describe("TimePicker", () => {
  let messages: Record<string, unknown>;
  /** A page with the picker for one London clinic, at that clinic whatever the stored choice says. */
  function LondonPage({ clinic, calendarNames }: { clinic: ClinicOption; calendarNames?: CalendarNames | null }) {
    const choice = useBookingChoice();
    return (
      <IslandIntlProvider locale="en" messages={messages}>
        <TimePicker
          clinics={[clinic]}
          choice={{ ...choice, clinicId: london.id }}
          durationMinutes={90}
          surchargeFor={() => 0}
          calendarNames={calendarNames}
        />
      </IslandIntlProvider>
    );
  }
  beforeEach(async () => {
    // What BookingIntl sends: a message the picker reads but the page does not send throws here (not in production).
    messages = await islandMessages("booking", "en");
    asked = [];
    window.localStorage.clear();
    storeBookingChoice({ clinicId: london.id, day: DAY });
    vi.stubGlobal("fetch", async (input: string, init: { body: string }) => {
      const path = input.split("?")[0]!;
      const body = JSON.parse(init.body) as Record<string, unknown>;
      asked.push({ path, body });
      return new Response(JSON.stringify(answer(path, body)), { headers: { "content-type": "application/json" } });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("keeps the day's times, and the time picked, when the selected day is tapped again", async () => {
    render(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    fireEvent.click(timeItem("10:00")!);
    await waitFor(() => expect(isChosen("10:00")).toBe("true"));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem("aurum.booking.v1")!).startsAt).toBe(`${DAY}T10:00:00.000Z`),
    );

    await waitFor(() => expect(dayButton(DAY)).not.toBeNull());
    fireEvent.click(dayButton(DAY)!);
    fireEvent.click(dayButton(DAY)!);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.queryByText("Loading free times…")).toBeNull();
    expect(timeItem("10:00")).not.toBeNull();
    expect(isChosen("10:00")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem("aurum.booking.v1")!).startsAt).toBe(`${DAY}T10:00:00.000Z`);
    expect(seatQuestions()).toHaveLength(1);
  });

  it("asks for a new day's times once, and shows them", async () => {
    render(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    await waitFor(() => expect(dayButton(OTHER_DAY)).not.toBeNull());
    fireEvent.click(dayButton(OTHER_DAY)!);
    await waitFor(() => expect(seatQuestions().at(-1)?.body.date).toBe(OTHER_DAY));
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    expect(seatQuestions().map((a) => a.body.date)).toEqual([DAY, OTHER_DAY]);
  });

  it("asks for a tapped day's times after the tap is painted, not inside the tap (issue 44, decision 277)", async () => {
    render(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    await waitFor(() => expect(dayButton(OTHER_DAY)).not.toBeNull());
    const before = seatQuestions().length;
    // The tap and the effects React runs inside it: nothing is fetched yet.
    act(() => {
      fireEvent.click(dayButton(OTHER_DAY)!);
    });
    expect(dayButton(OTHER_DAY)!.getAttribute("data-selected")).toBe("true");
    expect(seatQuestions()).toHaveLength(before);
    // After the next frame it is.
    await waitFor(() => expect(seatQuestions().at(-1)?.body.date).toBe(OTHER_DAY));
  });

  it("asks for availability only once the duration is known, and then only for it", async () => {
    const { rerender } = render(<Picker duration={null} messages={messages} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toHaveLength(0);

    rerender(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mapQuestions().map((a) => a.body.duration)).toEqual([90]);
    expect(seatQuestions().map((a) => a.body.duration)).toEqual([90]);
  });

  it("is one native radio group (one Tab stop, the browser's arrow keys), grouped by part of the day", async () => {
    render(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    const group = screen.getByRole("radiogroup", { name: "Time" });
    const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(radios.map((r) => r.closest("[data-time]")!.getAttribute("data-time"))).toEqual(["09:00", "10:00", "10:30"]);
    // One name: the browser gives the group one Tab stop and moves and chooses with the arrow keys (jsdom does not;
    // the keyboard journey presses them in Chromium).
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios[0]!.name).not.toBe("");
    expect(screen.getByRole("radio", { name: "10:00, Morning" })).toBe(radios[1]);
    expect(screen.getByText("Morning")).toBeTruthy();

    fireEvent.click(radios[1]!);
    await waitFor(() => expect(isChosen("10:00")).toBe("true"));
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual([`${DAY}T10:00:00.000Z`]);
  });

  it("keeps out-of-hours starts behind a toggle, and explains their surcharge beside them", async () => {
    render(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    expect(timeItem("21:00")).toBeNull();
    expect(screen.queryByTestId("surcharge-key")).toBeNull();
    expect(screen.getByTestId("time-zone").textContent).toContain("London time (");

    fireEvent.click(screen.getByRole("button", { name: "Show early and late times" }));
    await waitFor(() => expect(timeItem("21:00")).not.toBeNull());
    expect(timeItem("21:00")!.textContent).toContain("+$100");
    expect(screen.getByText("Evening")).toBeTruthy();
    const key = screen.getByTestId("surcharge-key").textContent ?? "";
    expect(key).toContain("Early and late starts");
    expect(key).toContain("07:00–08:30");
    expect(key).toContain("20:30–22:30");
    expect(key).toContain("$100");
  });

  it("moves the focus to the times' heading when a day is chosen, and confirms a time clicked or taken with Space, not one an arrow key moves to", async () => {
    const confirmed = vi.fn();
    render(<Picker duration={90} messages={messages} onTimeConfirmed={confirmed} />);
    await waitFor(() => expect(dayButton(OTHER_DAY)).not.toBeNull());
    fireEvent.click(dayButton(OTHER_DAY)!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("time-heading")));
    expect(screen.getByTestId("time-heading").tabIndex).toBe(-1);

    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    const radios = Array.from(document.querySelectorAll<HTMLInputElement>('[data-time] input[type="radio"]'));
    act(() => radios[0]!.focus());
    // What a browser does on ArrowDown in a native radio group (jsdom does not): the next radio takes the focus and is
    // chosen, by a click event without a pointer (detail 0).
    fireEvent.keyDown(radios[0]!, { key: "ArrowDown" });
    act(() => radios[1]!.focus());
    fireEvent.click(radios[1]!, { detail: 0 });
    fireEvent.keyUp(radios[1]!, { key: "ArrowDown" });
    await waitFor(() => expect(isChosen("10:00")).toBe("true"));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(confirmed).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: " " });
    fireEvent.keyUp(document.activeElement!, { key: " " });
    await waitFor(() => expect(confirmed).toHaveBeenCalledTimes(1));
    fireEvent.click(timeItem("10:30")!, { detail: 1 });
    await waitFor(() => expect(confirmed).toHaveBeenCalledTimes(2));
  });

  it("offers a call-back on a Saturday without free time, and keeps a weekday without time unselectable", async () => {
    render(<Picker duration={90} messages={messages} weekendCallBack />);
    await waitFor(() => expect(dayButton(FULL_SATURDAY)?.getAttribute("data-status")).toBe("offer"));
    expect(dayButton(FULL_WEEKDAY)!.getAttribute("data-status")).toBe("none");
    expect(dayButton(FULL_WEEKDAY)!.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(dayButton(FULL_SATURDAY)!.getAttribute("aria-describedby")!)?.textContent).toBe(
      "no free time online; you can ask us to call you back",
    );

    fireEvent.click(dayButton(FULL_WEEKDAY)!);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(JSON.parse(window.localStorage.getItem("aurum.booking.v1")!).day).toBe(DAY);

    fireEvent.click(dayButton(FULL_SATURDAY)!);
    expect(
      await screen.findByRole("heading", { name: "Ask us to call you back for this weekend day" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId("weekend-call-back").textContent).toContain("Aurum Clinic London");
    expect((screen.getByLabelText("Time you would like (clinic time)") as HTMLSelectElement).value).toBe("10:00");
    expect(screen.queryByRole("radiogroup")).toBeNull();
  });

  it("does not offer the call-back where the page does not ask for it (My Programs)", async () => {
    render(<Picker duration={90} messages={messages} />);
    await waitFor(() => expect(dayButton(FULL_SATURDAY)?.getAttribute("data-status")).toBe("none"));
  });

  it("shows a day the clinic is closed as unavailable, never as a full day to join the waitlist for (issue 40, row 8)", async () => {
    render(<Picker duration={60} messages={messages} weekendCallBack withWaitlist />);
    await waitFor(() => expect(dayButton(FULL_WEEKDAY)?.getAttribute("data-status")).toBe("waitlist"));
    expect(dayButton(CLOSED_WEEKDAY)!.getAttribute("data-status")).toBe("none");
    expect(dayButton(CLOSED_WEEKDAY)!.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(dayButton(CLOSED_WEEKDAY)!);
    expect(seatQuestions().some((a) => a.body.date === CLOSED_WEEKDAY)).toBe(false);
  });

  it("offers the waitlist on a fully booked day: a visitor is sent to sign in, a customer chooses a part of the day and joins", async () => {
    render(<Picker duration={60} messages={messages} weekendCallBack withWaitlist />);
    await waitFor(() => expect(dayButton(FULL_WEEKDAY)?.getAttribute("data-status")).toBe("waitlist"));
    expect(dayButton(FULL_WEEKDAY)!.getAttribute("aria-disabled")).toBeNull();
    expect(document.getElementById(dayButton(FULL_WEEKDAY)!.getAttribute("aria-describedby")!)?.textContent).toBe(
      waitlist.label,
    );
    // A weekend day keeps the call-back's description (the join form shows above the call-back there).
    expect(dayButton(FULL_SATURDAY)!.getAttribute("data-status")).toBe("offer");
    expect(document.getElementById(dayButton(FULL_SATURDAY)!.getAttribute("aria-describedby")!)?.textContent).toBe(
      "no free time online; you can ask us to call you back",
    );

    fireEvent.click(dayButton(FULL_WEEKDAY)!);
    expect(await screen.findByRole("heading", { name: "This day is fully booked" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to join the waitlist" }).getAttribute("href")).toBe(
      "/uk/en/login?next=%2Fuk%2Fen%2Fbook-online%2Fbasket",
    );
    cleanup();

    document.cookie = `${cookieNames.signedIn}=1; path=/`;
    try {
      render(<Picker duration={60} messages={messages} weekendCallBack withWaitlist />);
      expect(await screen.findByRole("group", { name: "Part of the day" })).toBeTruthy();
      const afternoon = screen.getByRole("radio", { name: "Afternoon (12:00–16:30)" });
      expect((screen.getByRole("radio", { name: "Morning (09:00–11:30)" }) as HTMLInputElement).checked).toBe(true);
      fireEvent.click(afternoon);
      fireEvent.click(screen.getByRole("button", { name: "Join the waitlist for this day" }));
      expect((await screen.findByTestId("waitlist-joined")).textContent).toContain("Thursday, March 14 (Afternoon)");
      const join = asked.find((a) => a.path.endsWith("join_waitlist"));
      expect(join?.body).toMatchObject({
        clinicId: london.id,
        day: FULL_WEEKDAY,
        window: "afternoon",
        lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
      });
    } finally {
      document.cookie = `${cookieNames.signedIn}=; path=/; max-age=0`;
    }
  });

  it("shows the visitor's own time beside the clinic's once a time is chosen, only where their zone reads differently", async () => {
    // The browser's zone, as the picker reads it (its Date's offset and clock), not the process's TZ: test files may
    // share a process (vitest's threads), whose zone a test must not change.
    const spies: { mockRestore(): void }[] = [];
    const inZone = (offsetMinutes: number) => {
      for (const spy of spies.splice(0)) spy.mockRestore();
      const shifted = (date: Date) => new Date(date.getTime() + offsetMinutes * 60_000);
      spies.push(
        vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(-offsetMinutes),
        vi.spyOn(Date.prototype, "getHours").mockImplementation(function (this: Date) {
          return shifted(this).getUTCHours();
        }),
        vi.spyOn(Date.prototype, "getMinutes").mockImplementation(function (this: Date) {
          return shifted(this).getUTCMinutes();
        }),
      );
    };
    try {
      inZone(9 * 60);
      render(<Picker duration={90} messages={messages} />);
      await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
      // Nothing about their own time before a time is chosen (issue 40, row 8).
      expect(screen.queryByTestId("own-time")).toBeNull();
      fireEvent.click(timeItem("10:00")!);
      // 10:00 UTC (London in March) is 19:00 in Tokyo.
      await waitFor(() =>
        expect(screen.getByTestId("own-time").textContent).toMatch(
          /^\u2066?10:00\u2069? London time is \u2066?19:00 GMT\+9\u2069? your time\.$/,
        ),
      );
      cleanup();

      inZone(0);
      render(<Picker duration={90} messages={messages} />);
      await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
      expect(screen.queryByTestId("own-time")).toBeNull();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("is not rendered again by a parent's render that changes none of its props (the basket page going live)", async () => {
    // The picker reads its clinic's zone each time it renders (its first day is the clinic's tomorrow): a count.
    let renders = 0;
    const clinic = { ...london, slug: "london" };
    Object.defineProperty(clinic, "timeZone", {
      get: () => {
        renders += 1;
        return london.timeZone;
      },
    });
    const clinics = [clinic];
    const surchargeFor = () => 0;
    function Parent({
      tick,
      choice,
    }: {
      tick: number;
      choice: { clinicId: number; day: string; startsAt: null; holdId: null; holdExpiresAt: null; inResidence: false };
    }) {
      return (
        <IslandIntlProvider locale="en" messages={messages}>
          <span data-tick={tick} />
          <TimePicker clinics={clinics} choice={choice} durationMinutes={90} surchargeFor={surchargeFor} />
        </IslandIntlProvider>
      );
    }
    const choice = {
      clinicId: london.id,
      day: DAY,
      startsAt: null,
      holdId: null,
      holdExpiresAt: null,
      inResidence: false,
    } as const;
    const { rerender } = render(<Parent tick={0} choice={choice} />);
    await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const settled = renders;
    rerender(<Parent tick={1} choice={choice} />);
    rerender(<Parent tick={2} choice={choice} />);
    expect(renders).toBe(settled);
    // The same choice in a new object is a new prop: the picker renders again (what the basket flow's memo avoids).
    rerender(<Parent tick={3} choice={{ ...choice }} />);
    expect(renders).toBeGreaterThan(settled);
  });

  it("starts from the clinic's day, zone name and calendar names the page gives, building no Intl formatter (decision 199)", async () => {
    storeBookingChoice({ clinicId: london.id });
    const clinic: ClinicOption = {
      ...londonOnTheTenth,
      offsets: dayOffsets("2030-03-10", "2031-04-14", "Europe/London"),
    };
    const names = calendarNamesFor(calendarLocaleTag("en"));
    const built = await intlConstructions("DateTimeFormat", async () => {
      render(<LondonPage clinic={clinic} calendarNames={names} />);
      await waitFor(() => expect(dayButton("2030-03-11")?.disabled).toBe(false));
      // Nor does tapping a day (its zone heading, from the offsets the page gave) or a time (the visitor's own time).
      // The browser's proof is the bench's tap figures (issue 44): @internationalized/date keeps the formats it built
      // for earlier tests of this file.
      fireEvent.click(dayButton("2030-03-11")!);
      await waitFor(() => expect(timeItem("10:00")).not.toBeNull());
      expect(screen.getByTestId("time-zone").textContent).toMatch(/\(\u2066?GMT\u2069?\)/);
      fireEvent.click(timeItem("10:00")!.querySelector("input")!);
      await waitFor(() => expect(isChosen("10:00")).toBe("true"));
    });
    expect(built).toBe(0);
    // The calendar starts on the clinic's tomorrow as the page saw it, and the clinic's zone is the page's name.
    expect(dayButton("2030-03-10")?.disabled).toBe(true);
    expect(screen.getAllByText(/^London time \(\u2066?GMT\u2069?\)$/).length).toBeGreaterThan(0);
  });

  it("works the clinic's day out itself on a page left open past the clinic's midnight", async () => {
    storeBookingChoice({ clinicId: london.id });
    // The page was rendered on the 10th in London; the browser's clock now reads 00:30 on the 11th there.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-11T00:30:00Z"));
    try {
      render(<LondonPage clinic={londonOnTheTenth} />);
      // The first render is the page's (it must match the server's HTML): its tomorrow, the 11th, can be chosen.
      expect(dayButton("2030-03-11")?.disabled).toBe(false);
      // Then the picker reads the browser's clock: the calendar starts on the 12th, the clinic's tomorrow now.
      await waitFor(() => expect(dayButton("2030-03-11")?.disabled).toBe(true));
      expect(dayButton("2030-03-12")?.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("turns to next month when the clinic chosen has already reached the month's last day and another has not", async () => {
    // On the last day of a month, between London's midnight and New York's: London's first bookable day (its
    // tomorrow) is the 1st of next month, New York's is still this month's last day. The page gives each clinic's
    // day as it was rendered (decision 199).
    const endsLater = Date.UTC(2031, 0, 1);
    const newYork: ClinicOption = {
      ...london,
      id: 9,
      name: "Aurum Clinic New York",
      city: "New York",
      timeZone: "America/New_York",
      today: "2030-03-30",
      zoneNow: "2030-03-30T21:00",
      todayEndsAt: endsLater,
    };
    const londonLate: ClinicOption = {
      ...london,
      today: "2030-03-31",
      zoneNow: "2030-03-31T01:00",
      todayEndsAt: endsLater,
    };
    storeBookingChoice({ clinicId: newYork.id });
    const clinics = [newYork, londonLate];
    const view = (clinicId: number) => (
      <IslandIntlProvider locale="en" messages={messages}>
        <TimePicker
          clinics={clinics}
          choice={{ clinicId, day: null, startsAt: null, holdId: null, holdExpiresAt: null, inResidence: false }}
          durationMinutes={60}
          surchargeFor={() => 0}
        />
      </IslandIntlProvider>
    );
    const { rerender } = render(view(newYork.id));
    await waitFor(() => expect(mapQuestions().at(-1)?.body).toMatchObject({ store_id: 9, month: "2030-03" }));
    rerender(view(london.id));
    await waitFor(() => expect(mapQuestions().at(-1)?.body).toMatchObject({ store_id: london.id, month: "2030-04" }));
    // April's days are shown with their answer, not as taken.
    await waitFor(() => expect(dayButton("2030-04-01")?.getAttribute("data-status")).toBe("free"));
  });
});
