/** What a form's server action answers: shared by the action (server) and the form (client). */
export interface FormState<D = unknown> {
  status: "idle" | "error" | "success";
  /** A message for the whole form (success or failure), already translated. */
  message?: string;
  /** Field name -> translated message, shown next to the field. */
  fields?: Record<string, string>;
  /** What the visitor typed (never passwords), to refill the form after a round trip without JavaScript. */
  values?: Record<string, string>;
  /** Form-specific extra (e.g. "codeSent" in the code sign-in). */
  step?: string;
  /** What the action found beyond a message, as plain JSON (e.g. the proposed session times). */
  data?: D;
  /** A fresh id per answer: the form's fields remount with the answer's values (React resets forms after actions). */
  id?: string;
}

export const idleState: FormState = { status: "idle" };

/** The step a form is in once the server asked for the bot check's proof of work (PROOF_REQUIRED). */
export const PROOF_STEP = "proof";
