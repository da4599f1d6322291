"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { callApi } from "@/components/api/api-client";
import { adoptWaitlistOffer } from "@/components/basket/basket-adoption";
import { requestHeadingFocus } from "@/components/booking/focus-on-arrival";

export interface WaitlistEntryLabels {
  book: string;
  booking: string;
  leave: string;
  leaving: string;
}

/**
 * An entry's buttons in the account (decision 183). "Book this time" (an offer only) makes the held time and the
 * entry's basket this browser's and opens checkout with them; "Leave the waitlist" ends the entry and reads the list
 * again. A refusal (the offer has run out, the entry has ended) is said next to the buttons.
 */
export function WaitlistEntryActions({
  entryId,
  offered,
  locale,
  checkoutHref,
  labels,
}: {
  entryId: string;
  offered: boolean;
  locale: string;
  checkoutHref: string;
  labels: WaitlistEntryLabels;
}) {
  const router = useRouter();
  const [pending, setPending] = useState<"book" | "leave" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function act(kind: "book" | "leave") {
    setPending(kind);
    setProblem(null);
    if (kind === "book") {
      const answer = await callApi("/api/v2/my_center/accept_waitlist_offer", { entry_id: entryId }, locale);
      if (answer.ok) {
        adoptWaitlistOffer(answer.data);
        requestHeadingFocus("checkout-title");
        router.push(checkoutHref);
        return;
      }
      setPending(null);
      return setProblem(answer.msg);
    }
    const answer = await callApi("/api/v2/my_center/leave_waitlist", { entry_id: entryId }, locale);
    setPending(null);
    if (answer.ok) router.refresh();
    else setProblem(answer.msg);
  }

  const button =
    "inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-medium transition disabled:opacity-60";
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        {offered && (
          <button
            type="button"
            onClick={() => act("book")}
            disabled={pending !== null || !hydrated}
            className={`${button} bg-ink text-ivory hover:bg-gold-deep`}
            data-testid="waitlist-book"
          >
            {pending === "book" ? labels.booking : labels.book}
          </button>
        )}
        <button
          type="button"
          onClick={() => act("leave")}
          disabled={pending !== null || !hydrated}
          className={`${button} border border-ink/20 text-ink hover:border-gold-deep`}
          data-testid="waitlist-leave"
        >
          {pending === "leave" ? labels.leaving : labels.leave}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
