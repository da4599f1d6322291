import { describe, expect, it } from "vitest";
import { assertClinic, assertRole, canSeeClinic, clinicFilter, hasRole } from "./actor";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { clinicId } from "../../../tests/support/booking-fixtures";

describe("the staff actor", () => {
  it("limits reception to their own clinics and answers another clinic as not found", async () => {
    const reception = await createStaff("reception", ["cape-town"]);
    const capeTown = await clinicId("cape-town");
    const london = await clinicId("london");
    expect(reception.clinicIds).toEqual([capeTown]);
    expect(canSeeClinic(reception, capeTown)).toBe(true);
    expect(() => assertClinic(reception, london)).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
    expect(() => assertClinic(reception, null)).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
    expect(clinicFilter(reception)).toEqual([capeTown]);
  });

  it("ranks roles: a manager does what reception does, an admin sees every clinic", async () => {
    const manager = await createStaff("manager", ["london"]);
    const admin = await createStaff("admin");
    expect(hasRole(manager, "reception")).toBe(true);
    expect(() => assertRole(manager, "admin")).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(admin.clinicIds).toBe("all");
    expect(clinicFilter(admin)).toBeNull();
    expect(canSeeClinic(admin, await clinicId("new-york"))).toBe(true);
  });
});
