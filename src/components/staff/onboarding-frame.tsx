import type { ReactNode } from "react";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";

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

/**
 * An onboarding link that no longer works: why, and (when it was used already) a button to sign in to the back
 * office instead.
 */
export function OnboardingClosed({
  area,
  title,
  text,
  signIn,
  testId,
}: {
  area: Area;
  title: string;
  text: string;
  /** The sign-in button's words, when the person can sign in now. */
  signIn?: string;
  testId: string;
}) {
  return (
    <OnboardingFrame title={title} intro={<p>{text}</p>} testId={testId}>
      {signIn && (
        <DynamicLink
          href={`${pathFor(area, "en", "login")}?${new URLSearchParams({ next: pathFor(area, "en", "staff") })}`}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep"
        >
          {signIn}
        </DynamicLink>
      )}
    </OnboardingFrame>
  );
}
