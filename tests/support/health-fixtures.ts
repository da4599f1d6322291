/**
 * Fixtures for health-questionnaire tests (src/server/health): the answers of a customer with nothing to declare, for a
 * test to change the one or two answers it is about ({ ...NO_TO_EVERY_QUESTION, heart: "yes", heartDetails: … }).
 */

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
