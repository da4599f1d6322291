import type { ReactNode } from "react";
import { logoutAction } from "@/app/[area]/[locale]/(site)/_account/actions";

/** Sign out: a form to the sign-out action with where it was sent from, and its one button (`children`). */
export function SignOutForm({
  area,
  locale,
  className,
  buttonClassName,
  testId,
  children,
}: {
  area: string;
  locale: string;
  className?: string;
  buttonClassName: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form action={logoutAction} className={className}>
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={buttonClassName} data-testid={testId}>
        {children}
      </button>
    </form>
  );
}
