import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, clinics } from "@/db/schema";
import { DEFAULT_WEEKLY_HOURS } from "@/config/booking-hours";
import { getDayAvailability, getMonthAvailability } from "@/server/availability/get-availability";
import { holdSlot } from "@/server/availability/hold-slot";
import { reserveChair } from "@/server/availability/reserve-chair";
import { priceCheckout } from "@/server/orders/price-checkout";
import { at, createCustomer, holderKey, requester } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { getClinicForStaff, setClinicHours, weekdayKeys, weeklyHoursText } from "./manage-clinic";
import { ownClinicForFile } from "../../../tests/support/own-clinic";

const NOW = new Date("2033-02-01T12:00:00Z");
const ZONE = "Europe/London";
const SUNDAY = "2033-05-01";
const MONDAY = "2033-05-02";
/** A clinic of its own (two chairs, the group's hours), so changing its hours touches no other test. */
const clinic = ownClinicForFile("hours", { zone: ZONE, chairs: 2 });

/** The hours form as a manager sends it: every day open 09:00-20:00 unless changed. */
function form(changes: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = { clinicId: String(clinic.id) };
  for (const d of weekdayKeys)
    Object.assign(fields, { [`${d}Open`]: "on", [`${d}First`]: "09:00", [`${d}Last`]: "20:00" });
  return { ...fields, ...changes };
}

const times = async (day: string) =>
  (await getDayAvailability({ clinicId: clinic.id, day, durationMinutes: 60 }, NOW)).map((s) => s.clinicTime);

describe("a clinic's own opening hours", () => {
  it("starts with the group's hours: 23 starts a day, 09:00 to 20:00", async () => {
    const [row] = await getDb()
      .select({ weeklyHours: clinics.weeklyHours })
      .from(clinics)
      .where(eq(clinics.id, clinic.id));
    expect(row!.weeklyHours).toEqual(DEFAULT_WEEKLY_HOURS);
    const sunday = await times(SUNDAY);
    expect(sunday).toHaveLength(23);
    expect([sunday[0], sunday.at(-1)]).toEqual(["09:00", "20:00"]);
  });

  it("only its managers change them: reception is refused, another clinic's manager gets not found, bad times are refused by field", async () => {
    await expect(
      setClinicHours(await createStaff("reception", [clinic.slug]), form({ sunOpen: "" })),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setClinicHours(await createStaff("manager", ["london"]), form({ sunOpen: "" }))).rejects.toMatchObject(
      { code: "NOT_FOUND" },
    );
    const manager = await createStaff("manager", [clinic.slug]);
    for (const [changes, path, message] of [
      [{ monLast: "08:00" }, "monLast", "hoursOrder"],
      [{ tueFirst: "06:00" }, "tueFirst", "hoursFormat"],
      [{ wedLast: "23:00" }, "wedLast", "hoursFormat"],
      [{ thuFirst: "09:15" }, "thuFirst", "hoursFormat"],
      [{ friFirst: "9am\u0000" }, "friFirst", "hoursFormat"],
      [{ satFirst: undefined }, "satFirst", "hoursFormat"],
      [{ sunLast: "x".repeat(1_000_000) }, "sunLast", "hoursFormat"],
    ] as const) {
      const error = await setClinicHours(manager, form(changes)).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: "ZodError" });
      expect((error as { issues: { path: string[]; message: string }[] }).issues).toContainEqual(
        expect.objectContaining({ path: [path], message }),
      );
    }
    // A closed day's times may be left empty.
    await expect(
      setClinicHours(manager, form({ sunOpen: "", sunFirst: undefined, sunLast: undefined }), NOW),
    ).resolves.toBeUndefined();
    await setClinicHours(manager, form(), NOW);
  });

  it("a clinic closed on Sundays offers no Sunday time (out of hours neither), refuses a Sunday hold and reservation, and keeps Mondays", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    await setClinicHours(manager, form({ sunOpen: "" }), NOW);
    expect(await times(SUNDAY)).toEqual([]);
    expect(await times(MONDAY)).toHaveLength(23);
    const month = await getMonthAvailability({ clinicId: clinic.id, month: "2033-05", durationMinutes: 60 }, NOW);
    expect(month.filter((d) => !d.free).map((d) => d.day)).toEqual([
      "2033-05-01",
      "2033-05-08",
      "2033-05-15",
      "2033-05-22",
      "2033-05-29",
    ]);
    await expect(
      holdSlot({ clinicId: clinic.id, startsAt: at(SUNDAY, "10:00", ZONE), durationMinutes: 60 }, requester(), NOW),
    ).rejects.toMatchObject({ code: "OUTSIDE_HOURS" });
    // The reservation rule itself, under every hold and order, reads the hours in its transaction.
    await expect(
      getDb().transaction((tx) =>
        reserveChair(tx, {
          clinicId: clinic.id,
          chairIds: [],
          startsAt: at(SUNDAY, "10:00", ZONE),
          endsAt: at(SUNDAY, "11:00", ZONE),
          state: "held",
          holderKey: holderKey(),
          expiresAt: null,
          now: NOW,
        }),
      ),
    ).rejects.toMatchObject({ code: "OUTSIDE_HOURS" });
    await getDb().update(clinics).set({ outOfHours: true }).where(eq(clinics.id, clinic.id));
    expect(await times(SUNDAY)).toEqual([]);
    await getDb().update(clinics).set({ outOfHours: false }).where(eq(clinics.id, clinic.id));

    const detail = await getClinicForStaff(manager, clinic.slug, NOW);
    expect(weeklyHoursText(detail.weeklyHours)).toBe(
      "Mon 09:00–20:00, Tue 09:00–20:00, Wed 09:00–20:00, Thu 09:00–20:00, Fri 09:00–20:00, Sat 09:00–20:00, Sun closed",
    );
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "clinic.hours"),
          eq(auditLog.clinicId, clinic.id),
          eq(auditLog.actorId, manager.userId),
        ),
      );
    expect(audit).toMatchObject({
      entity: "clinic",
      before: { weeklyHours: DEFAULT_WEEKLY_HOURS },
      after: { weeklyHours: [...DEFAULT_WEEKLY_HOURS.slice(0, 6), null] },
    });
    await setClinicHours(manager, form(), NOW);
  });

  it("shorter hours offer fewer times; out of hours, the band around them is surcharged and priced so at checkout", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    await setClinicHours(manager, form({ monFirst: "10:00", monLast: "16:00" }), NOW);
    const monday = await times(MONDAY);
    expect(monday).toHaveLength(13);
    expect([monday[0], monday.at(-1)]).toEqual(["10:00", "16:00"]);
    await expect(
      holdSlot({ clinicId: clinic.id, startsAt: at(MONDAY, "09:00", ZONE), durationMinutes: 60 }, requester(), NOW),
    ).rejects.toMatchObject({ code: "OUTSIDE_HOURS" });
    await expect(
      holdSlot({ clinicId: clinic.id, startsAt: at(MONDAY, "18:00", ZONE), durationMinutes: 60 }, requester(), NOW),
    ).rejects.toMatchObject({ code: "OUTSIDE_HOURS" });
    expect(await times("2033-05-03")).toHaveLength(23);

    await getDb().update(clinics).set({ outOfHours: true }).where(eq(clinics.id, clinic.id));
    const slots = await getDayAvailability({ clinicId: clinic.id, day: MONDAY, durationMinutes: 60 }, NOW);
    const band = (time: string) => slots.find((s) => s.clinicTime === time)?.band;
    expect([band("09:30"), band("10:00"), band("16:00"), band("16:30"), band("23:00")]).toEqual([
      "out_of_hours",
      "standard",
      "standard",
      "out_of_hours",
      "night",
    ]);
    const customer = await createCustomer();
    const quote = async (time: string) =>
      (
        await priceCheckout(
          getDb(),
          {
            customerId: customer.id,
            clinicId: clinic.id,
            startsAt: at(MONDAY, time, ZONE),
            lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
            creditCents: 0,
            paymentMethod: "clinic",
            inResidence: false,
          },
          { now: NOW, lock: false },
        )
      ).quote;
    expect((await quote("16:30")).surchargeBand).toBe("out_of_hours");
    expect((await quote("16:30")).surchargeCents).toBe(100_00);
    expect((await quote("12:00")).surchargeCents).toBe(0);
    await getDb().update(clinics).set({ outOfHours: false }).where(eq(clinics.id, clinic.id));
    await setClinicHours(manager, form(), NOW);
  });

  it("follows the clinic's wall clock on the days the clocks change", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    await setClinicHours(manager, form({ sunFirst: "10:00", sunLast: "16:00" }), NOW);
    for (const day of ["2033-03-27", "2033-10-30"]) {
      const slots = await getDayAvailability({ clinicId: clinic.id, day, durationMinutes: 60 }, NOW);
      expect(slots.map((s) => s.clinicTime)).toHaveLength(13);
      expect(slots[0]!.startsAt).toEqual(at(day, "10:00", ZONE));
    }
    expect(
      (
        await getDayAvailability({ clinicId: clinic.id, day: "2033-03-27", durationMinutes: 60 }, NOW)
      )[0]!.startsAt.toISOString(),
    ).toBe("2033-03-27T09:00:00.000Z");
    expect(
      (
        await getDayAvailability({ clinicId: clinic.id, day: "2033-10-30", durationMinutes: 60 }, NOW)
      )[0]!.startsAt.toISOString(),
    ).toBe("2033-10-30T10:00:00.000Z");
    await setClinicHours(manager, form(), NOW);
  });
});
