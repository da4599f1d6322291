import type { ReactNode } from "react";

/**
 * A back-office look-up (a customer, a gift card): a plain GET form to the page itself, its one field (`children`,
 * with its label, hint and message) and the button.
 */
export function StaffSearchForm({ action, submit, children }: { action: string; submit: string; children: ReactNode }) {
  return (
    <form role="search" className="mt-6 flex flex-wrap items-end gap-3" action={action}>
      <div className="min-w-64 flex-1">{children}</div>
      <button
        type="submit"
        className="mb-6 inline-flex min-h-12 items-center rounded-full border border-ink/20 px-6 font-medium hover:border-gold-deep"
      >
        {submit}
      </button>
    </form>
  );
}
