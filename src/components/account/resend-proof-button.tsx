"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { resendAddressProofAction } from "@/app/[area]/[locale]/(site)/_account/actions";
import { idleState } from "@/shared/forms/form-state";

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      className="font-medium text-gold-deep underline underline-offset-4 hover:text-ink disabled:opacity-60"
    >
      {label}
    </button>
  );
}

/** The notice's "Send the link again": the server's answer (sent, or try again later) shows beside it. */
export function ResendProofButton({ area, locale, label }: { area: string; locale: string; label: string }) {
  const [state, action] = useActionState(resendAddressProofAction, idleState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <Submit label={label} />
      {/* A live region that is empty until the answer: no second "status" on the account's pages before it. */}
      <div aria-live="polite">
        {state.message && (
          <p role="status" className={state.status === "error" ? "text-red-800" : "text-stone"}>
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
