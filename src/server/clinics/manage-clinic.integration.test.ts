import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, clinicChairs } from "@/db/schema";
import { getDayAvailability } from "@/server/availability/get-availability";
import { holdSlot } from "@/server/availability/hold-slot";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, requester } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import type { StaffActor } from "@/server/staff/actor";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { addChair, addClosure, getClinicForStaff, removeClosure, setChairActive, setOutOfHours } from "./manage-clinic";
import { auditRowOf } from "../../../tests/support/audit-log";
import { ownClinicForFile } from "../../../tests/support/own-clinic";

const NOW = new Date("2032-03-01T12:00:00Z");
const ZONE = "Europe/London";
/** A clinic of its own (two chairs, standard hours), so changing its chairs and hours touches no other test. */
/** `staff` close a clinic (only one chair of it, when given) for one day, giving `reason`. */
const closeForADay = (staff: StaffActor, clinicId: number, day: string, reason: string, chairId?: number, now?: Date) =>
  addClosure(
    staff,
    {
      clinicId: String(clinicId),
      ...(chairId === undefined ? {} : { chairId: String(chairId) }),
      startsOn: day,
      endsOn: day,
      reason,
    },
    now,
  );

const clinic = ownClinicForFile("test", { zone: ZONE, chairs: 2 });

const freeOn = async (day: string) =>
  (await getDayAvailability({ clinicId: clinic.id, day, durationMinutes: 60 }, NOW)).reduce(
    (sum, s) => sum + s.freeChairs,
    0,
  );

describe("a clinic's chairs, hours and closures", () => {
  it("only its managers change it: reception is refused, another clinic's manager gets not found", async () => {
    const reception = await createStaff("reception", [clinic.slug]);
    const capeTownManager = await createStaff("manager", ["cape-town"]);
    await expect(closeForADay(reception, clinic.id, "2032-03-10", "Holiday")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(closeForADay(capeTownManager, clinic.id, "2032-03-10", "Holiday")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(getClinicForStaff(capeTownManager, clinic.slug, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      setChairActive(capeTownManager, { chairId: String(clinic.chairIds[0]), active: "" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await freeOn("2032-03-10")).toBe(2 * 23);
  });

  it("a London manager cannot close a Cape Town chair", async () => {
    const londonManager = await createStaff("manager", ["london"]);
    const capeTown = await clinicId("cape-town");
    await expect(closeForADay(londonManager, capeTown, "2032-03-10", "Repair")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("one chair out of service for a day: that day offers one chair less at every time, the day after is untouched, reopening gives it back", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    const { closureId } = await closeForADay(
      manager,
      clinic.id,
      "2032-03-11",
      "Pump serviced",
      clinic.chairIds[0],
      NOW,
    );
    const slots = await getDayAvailability({ clinicId: clinic.id, day: "2032-03-11", durationMinutes: 60 }, NOW);
    expect(slots).toHaveLength(23);
    expect(slots.every((s) => s.freeChairs === 1)).toBe(true);
    expect(await freeOn("2032-03-12")).toBe(2 * 23);
    const detail = await getClinicForStaff(manager, clinic.slug, NOW);
    expect(detail.closures).toEqual([
      {
        id: closureId,
        chairId: clinic.chairIds[0],
        chairLabel: "Chair 1",
        startsOn: "2032-03-11",
        endsOn: "2032-03-11",
        reason: "Pump serviced",
      },
    ]);
    const audit = await auditRowOf("clinic.closure_add", String(closureId));
    expect(audit).toMatchObject({
      actorId: manager.userId,
      clinicId: clinic.id,
      before: null,
      reason: "Pump serviced",
      after: { chairId: clinic.chairIds[0], startsOn: "2032-03-11", endsOn: "2032-03-11" },
    });
    await removeClosure(manager, { closureId }, NOW);
    expect(await freeOn("2032-03-11")).toBe(2 * 23);
  });

  it("a holiday closes every chair for the whole range: no times, holds and orders refused", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    const { closureId } = await addClosure(
      manager,
      { clinicId: String(clinic.id), startsOn: "2032-03-14", endsOn: "2032-03-15", reason: "Spring holiday" },
      NOW,
    );
    expect(await freeOn("2032-03-14")).toBe(0);
    expect(await freeOn("2032-03-15")).toBe(0);
    expect(await freeOn("2032-03-16")).toBe(2 * 23);
    // A page shown before the closure cannot hold or book the time: the reservation rule respects it too.
    await expect(
      holdSlot(
        { clinicId: clinic.id, startsAt: at("2032-03-14", "10:00", ZONE), durationMinutes: 60 },
        requester(),
        NOW,
      ),
    ).rejects.toMatchObject({ code: "SLOT_TAKEN" });
    const customer = await createCustomer();
    await expect(
      placeOrder(customer, visitOrder(clinic.id, at("2032-03-15", "10:00", ZONE)), { now: NOW }),
    ).rejects.toMatchObject({ code: "SLOT_TAKEN" });
    await removeClosure(manager, { closureId }, NOW);
    await expect(
      holdSlot(
        { clinicId: clinic.id, startsAt: at("2032-03-14", "10:00", ZONE), durationMinutes: 60 },
        requester(),
        NOW,
      ),
    ).resolves.toBeTruthy();
  });

  it("refuses a closure that ends before it starts, or a chair of another clinic", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    await expect(
      addClosure(manager, { clinicId: String(clinic.id), startsOn: "2032-03-20", endsOn: "2032-03-19", reason: "x" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    const [londonChair] = await getDb()
      .select({ id: clinicChairs.id })
      .from(clinicChairs)
      .where(eq(clinicChairs.clinicId, await clinicId("london")));
    await expect(closeForADay(manager, clinic.id, "2032-03-20", "x", londonChair!.id)).rejects.toMatchObject({
      code: "VALIDATION",
    });
  });

  it("adds and deactivates chairs, and switches out-of-hours on: availability follows at once", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    const { chairId } = await addChair(manager, { clinicId: String(clinic.id), label: "Chair 3" }, NOW);
    await expect(addChair(manager, { clinicId: String(clinic.id), label: "Chair 3" }, NOW)).rejects.toMatchObject({
      code: "VALIDATION",
    });
    expect(await freeOn("2032-03-21")).toBe(3 * 23);
    await setChairActive(manager, { chairId: String(chairId), active: "" }, NOW);
    await setChairActive(manager, { chairId: String(clinic.chairIds[1]), active: "" }, NOW);
    expect(await freeOn("2032-03-21")).toBe(23);
    await setChairActive(manager, { chairId: String(clinic.chairIds[1]), active: "on" }, NOW);

    await setOutOfHours(manager, { clinicId: String(clinic.id), outOfHours: "on" }, NOW);
    const slots = await getDayAvailability({ clinicId: clinic.id, day: "2032-03-21", durationMinutes: 60 }, NOW);
    expect(slots.some((s) => s.band === "night")).toBe(true);
    await setOutOfHours(manager, { clinicId: String(clinic.id), outOfHours: "" }, NOW);
    // The first of the two switches (on, then off): rows in the order they were written.
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "clinic.out_of_hours"),
          eq(auditLog.clinicId, clinic.id),
          eq(auditLog.actorId, manager.userId),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audit).toMatchObject({ before: { outOfHours: false }, after: { outOfHours: true } });
  });
});
