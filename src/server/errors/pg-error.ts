/** The SQLSTATE of a PostgreSQL error, looking through the wrappers drizzle puts around it. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === "object" && current !== null && "code" in current && typeof (current as { code: unknown }).code === "string") {
      const code = (current as { code: string }).code;
      if (/^[0-9A-Z]{5}$/.test(code)) return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** 23P01: an exclusion constraint refused the row (here: a chair already taken at that time). */
export const EXCLUSION_VIOLATION = "23P01";
