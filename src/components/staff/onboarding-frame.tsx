import type { ReactNode } from "react";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import { StaffShell } from "./staff-shell";

/**
 * The staff onboarding pages' frame (an invitation, the first administrator): the back office's bar without
 * sections, a title, what happens, and the form or the reason it cannot be used. No customer sign-in or
 * registration anywhere on them.
 */
export function OnboardingFrame({
  area,
  title,
  intro,
  children,
  testId,
}: {
  area: Area;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <StaffShell area={area} actor={null}>
      <div className="mx-auto max-w-xl" data-testid={testId}>
        <h1 className="text-3xl">{title}</h1>
        {intro && <div className="mt-3 grid gap-2 text-stone">{intro}</div>}
        {children}
      </div>
    </StaffShell>
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
