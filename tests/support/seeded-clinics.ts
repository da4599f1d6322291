/**
 * The ids of the seeded clinics a test file books at (tests about the seed name the seeded slugs; a test that changes
 * a clinic makes its own with createOwnClinic). Read once before the file's tests, in the beforeAll this registers.
 */
import { beforeAll } from "vitest";
import { clinicId } from "./booking-fixtures";

const SLUGS = { LONDON: "london", CAPE_TOWN: "cape-town", NEW_YORK: "new-york" } as const;

/**
 * `const seeded = seededClinicIds("LONDON", "NEW_YORK")` at the top of a test file, then `seeded.LONDON` in its tests.
 * Each call fills an object of its own, so files sharing a worker's modules share nothing through it.
 */
export function seededClinicIds<Name extends keyof typeof SLUGS>(...names: Name[]): Readonly<Record<Name, number>> {
  const ids = {} as Record<Name, number>;
  beforeAll(async () => {
    for (const name of names) ids[name] = await clinicId(SLUGS[name]);
  });
  return ids;
}
