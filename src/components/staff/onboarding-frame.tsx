import type { ReactNode } from "react";
import { DynamicLink } from "@/components/links/dynamic-link";

/**
 * The staff onboarding pages' content (an invitation, the first administrator), inside the staff layout's bar
 * (without sections, as nobody is signed in): a title, what happens, and the form or the reason it cannot be used. No customer sign-in or
 * registration anywhere on them.
 */
export function OnboardingFrame({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="mx-auto max-w-xl" data-testid={testId}>
      <h1 className="text-3xl">{title}</h1>
      {intro && <div className="mt-3 grid gap-2 text-stone">{intro}</div>}
      {children}
    </div>
  );
}

/** A link that looks like the back office's main button (to sign in after a link that no longer works). */
export function OnboardingLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <DynamicLink
      href={href}
      className="mt-6 inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep"
    >
      {children}
    </DynamicLink>
  );
}
