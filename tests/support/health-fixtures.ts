/**
 * Fixtures for health-questionnaire tests (src/server/health): the answers of a customer with nothing to declare, for a
 * test to change the one or two answers it is about ({ ...NO_TO_EVERY_QUESTION, heart: "yes", heartDetails: … }), and
 * the visit booked for one treatment that the questionnaire is about.
 */
import { customerWithVisit } from "./order-fixtures";

/** "No" to every question of the health questionnaire: the answers that need no clinician's review. */
export const NO_TO_EVERY_QUESTION = {
  pregnancy: "no",
  allergies: "no",
  medicines: "no",
  heart: "no",
  kidney: "no",
  liver: "no",
  g6pd: "no",
  recentIllness: "no",
  ivReaction: "no",
  bloodThinners: "no",
} as const;

/**
 * A visit for one `code` at `clinicId` from `startsAt`, booked at `now` by a new customer unless `customer` is given:
 * the booking a questionnaire is about.
 */
export const visitFor = (
  code: string,
  clinicId: number,
  startsAt: Date,
  now: Date,
  customer?: { id: string; email: string },
) =>
  customerWithVisit(
    clinicId,
    startsAt,
    { now },
    { customer, order: { lines: [{ code, optionCode: null, quantity: 1 }] } },
  );
