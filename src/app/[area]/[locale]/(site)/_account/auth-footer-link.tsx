import Link from "next/link";
import type { ReactNode } from "react";

/** The link under a sign-in form's button: the forgotten password, or back to signing in. */
export function AuthFooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm underline decoration-gold underline-offset-2 hover:text-gold-deep">
      {children}
    </Link>
  );
}
