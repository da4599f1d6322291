"use client";

import { useActionState } from "react";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { TitledSection } from "@/components/ui/titled-section";

/**
 * The enrolment's last step: the first code from the app, then the ten recovery codes, shown once
 * (they live only in this answer; the server keeps their hashes).
 */
export function EnrolTotpForm({
  action,
  hidden,
  text,
}: {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  hidden: Record<string, string>;
  text: { code: string; submit: string; codesTitle: string; codesIntro: string; continue: string };
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  if (state.step === "codes") {
    const codes = (state.values?.recoveryCodes ?? "").split(" ").filter(Boolean);
    return (
      <TitledSection id="recovery-title" title={text.codesTitle} className="rounded-xl bg-sand p-5">
        <p className="mt-2 text-sm">{text.codesIntro}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-base" dir="ltr" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <a
          href={state.values?.next}
          className="mt-5 inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep"
        >
          {text.continue}
        </a>
      </TitledSection>
    );
  }
  const error = state.fields?.code;
  return (
    <form action={formAction} noValidate className="grid gap-3" data-testid="staff-enrol-form">
      {state.status === "error" && state.message && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          {state.message}
        </p>
      )}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="enrol-code" className="text-sm font-medium">
        {text.code}
      </label>
      <input
        id="enrol-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "enrol-code-error" : undefined}
        className="block w-full max-w-48 rounded-xl border border-linen bg-white px-4 py-3 text-lg tracking-widest aria-[invalid=true]:border-red-700"
      />
      {error && (
        <p id="enrol-code-error" className="text-sm text-red-800" data-field-error="code">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-fit items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep disabled:opacity-60"
      >
        {text.submit}
      </button>
    </form>
  );
}
