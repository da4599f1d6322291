"use client";

import { UserRound } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { signedInHint, subscribeSession } from "@/components/basket/basket-store";

/**
 * "Sign in" or "My account" in the header. Pages stay static: the server renders "Sign in" and this island
 * switches it after hydration from a non-secret hint cookie set at sign-in (the session cookie is httpOnly).
 */
export function AccountLink({ loginHref, accountHref, signInLabel, accountLabel, className }: { loginHref: string; accountHref: string; signInLabel: string; accountLabel: string; className: string }) {
  const isSignedIn = useSyncExternalStore(subscribeSession, signedInHint, () => false);
  return (
    <Link href={isSignedIn ? accountHref : loginHref} className={className} data-testid="account-link" prefetch={false}>
      <UserRound aria-hidden="true" className="size-4" />
      {isSignedIn ? accountLabel : signInLabel}
    </Link>
  );
}
