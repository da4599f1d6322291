import type { ReactNode } from "react";
import { DynamicLink } from "@/components/links/dynamic-link";

/**
 * The line at the top of a back-office detail page that leads back to its list: in gold, or `plain` (underlined text,
 * as the customer desk's pages have it).
 */
export function StaffBackLink({ href, plain, children }: { href: string; plain?: boolean; children: ReactNode }) {
  return (
    <p className={plain ? "text-sm" : undefined}>
      <DynamicLink href={href} className={plain ? "underline underline-offset-4" : "text-sm text-gold-deep underline"}>
        {children}
      </DynamicLink>
    </p>
  );
}
