/**
 * Helpers for tests that call a server action as the browser does: the form's fields as FormData, the valid session
 * a mocked getSession (src/server/accounts/current-user) answers for a user, and where a redirect() inside the action
 * sends. The mock itself stays in the test file (vi.mock is hoisted per file).
 */
import type { StaffActor } from "@/server/staff/actor";

/** The fields as a submitted form sends them; a field that is undefined is left out, as an empty input would be. */
export function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  return data;
}

/**
 * The valid session getSession answers for a member of staff (with their names and role) or a customer (created by
 * createCustomer), past the staff second factor at `secondFactorAt`, or not past it when that is null. Only the
 * fields the actions read.
 */
export function sessionOf(
  who: StaffActor | { id: string; email: string },
  secondFactorAt: Date | null,
  sessionId = "test-session",
) {
  const user =
    "userId" in who
      ? { id: who.userId, email: who.email, firstName: who.firstName, lastName: who.lastName, role: who.role }
      : { id: who.id, email: who.email, firstName: "Test", lastName: "Customer", role: "customer" };
  return { status: "valid" as const, sessionId, secondFactorAt, user };
}

/** Where a redirect() inside the action sends the browser, as Next reads it from the error it throws. */
export async function redirectOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2] ?? "";
    throw error;
  }
  throw new Error("expected a redirect");
}
