import { AppError, type AppErrorCode } from "./app-error";

/** The SQLSTATE of a PostgreSQL error, looking through the wrappers drizzle puts around it. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (
      typeof current === "object" &&
      current !== null &&
      "code" in current &&
      typeof (current as { code: unknown }).code === "string"
    ) {
      const code = (current as { code: string }).code;
      if (/^[0-9A-Z]{5}$/.test(code)) return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** 23P01: an exclusion constraint refused the row (here: a chair already taken at that time). */
export const EXCLUSION_VIOLATION = "23P01";

/**
 * 40P01: PostgreSQL ended one of two transactions waiting on each other. Two checkouts inserting the same chair's
 * time at once each see the other's row before either commits and wait for each other (an exclusion constraint
 * is checked after the insert, unlike a unique index): one gets this instead of 23P01.
 */
export const DEADLOCK_DETECTED = "40P01";

/**
 * 57014: PostgreSQL cancelled the statement at its deadline (statement_timeout, src/db/client.ts). An insert of a
 * chair's time waits while another checkout's uncommitted row holds that chair at that time; with dozens racing for
 * it on a slow machine, a chain of deadlock checks (a second each) kept some waiting past the deadline (CI, 2026-11-28).
 */
export const QUERY_CANCELED = "57014";

/**
 * Whether inserting a chair's time failed because another checkout has that chair at that time: refused by the
 * exclusion constraint, chosen as a deadlock's loser, or still waiting for the other checkout at the deadline.
 */
export function lostChairRace(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED || state === QUERY_CANCELED;
}

/** The constraint a PostgreSQL error names, looking through drizzle's wrappers. */
function constraintOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}

/**
 * SQLSTATEs that mean "the input was wrong" (decision 081). The schemas should have refused such input
 * first; this is the one net behind them, so that a missed case is a clear answer and not a 500.
 */
const INPUT_STATES: Record<string, AppErrorCode> = {
  "22001": "VALIDATION", // string_data_right_truncation
  "22003": "VALIDATION", // numeric_value_out_of_range
  "22007": "VALIDATION", // invalid_datetime_format
  "22008": "VALIDATION", // datetime_field_overflow (year 10000)
  "22021": "VALIDATION", // character_not_in_repertoire (NUL in text)
  "22P02": "VALIDATION", // invalid_text_representation (a uuid, an enum, a number)
  "22P05": "VALIDATION", // untranslatable_character
  "23502": "VALIDATION", // not_null_violation
  "23503": "VALIDATION", // foreign_key_violation (an id that does not exist)
  "23505": "CONFLICT", // unique_violation (the same thing written twice at once)
  "23514": "VALIDATION", // check_violation
  "23P01": "SLOT_TAKEN", // exclusion_violation (a chair taken at that time)
  "40001": "CONFLICT", // serialization_failure
  "40P01": "CONFLICT", // deadlock_detected
  "54000": "VALIDATION", // program_limit_exceeded (an index row too large)
};

/**
 * Map a database error to the AppError a client should see, or null when it is our own fault (a real 500).
 * A foreign key on a clinic means an unknown clinic: the original site's "select booking clinic".
 */
export function appErrorFromDatabase(error: unknown): AppError | null {
  const state = sqlStateOf(error);
  const code = state ? INPUT_STATES[state] : undefined;
  if (!code) return null;
  if (state === "23503" && /clinic/.test(constraintOf(error)))
    return new AppError("CLINIC_REQUIRED", {}, { store_id: "booking.form.selectClinic" });
  return new AppError(code);
}
