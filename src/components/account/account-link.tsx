"use client";

import { UserRound } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { signedInHint, subscribeSession } from "@/components/basket/basket-store";

/**
 * "Sign in" or "My account" in the header. Pages stay static: the session cookie is httpOnly, so this island reads a
 * non-secret hint cookie set at sign-in once it runs in the browser. Until then (the server's HTML, before
 * hydration) it shows neither label, and is named and leads as "My account"; the link keeps the width of the longer
 * label throughout, so nothing shifts when the right one appears (issue 11: no "Sign in" flash for a signed-in
 * customer).
 */
export function AccountLink({
  loginHref,
  accountHref,
  signInLabel,
  accountLabel,
  className,
}: {
  loginHref: string;
  accountHref: string;
  signInLabel: string;
  accountLabel: string;
  className: string;
}) {
  const isSignedIn = useSyncExternalStore<boolean | null>(subscribeSession, signedInHint, () => null);
  // The labels' room is reserved by invisible copies drawn from an attribute (CSS content): they take space but are
  // neither text nor read out, so the link's text and name are only the label shown.
  const reserve = (text: string) => (
    <span
      aria-hidden="true"
      data-reserve={text}
      className="invisible [grid-area:1/1] before:content-[attr(data-reserve)]"
    />
  );
  return (
    <Link
      href={isSignedIn === false ? loginHref : accountHref}
      // Before the hint is read (the server's HTML, before hydration) the link shows no label: it is named "My
      // account" and leads there (the account asks a signed-out visitor to sign in first).
      aria-label={isSignedIn === null ? accountLabel : undefined}
      className={className}
      data-testid="account-link"
      data-state={isSignedIn === null ? "unknown" : isSignedIn ? "signed-in" : "signed-out"}
      prefetch={false}
    >
      <UserRound aria-hidden="true" className="size-4" />
      <span className="grid">
        {isSignedIn !== null && <span className="[grid-area:1/1]">{isSignedIn ? accountLabel : signInLabel}</span>}
        {reserve(signInLabel)}
        {reserve(accountLabel)}
      </span>
    </Link>
  );
}
