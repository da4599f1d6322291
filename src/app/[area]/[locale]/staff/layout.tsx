import type { Metadata } from "next";
import type { ReactNode } from "react";
import { StaffFrame } from "@/components/staff/staff-shell";

/** Every back-office page reads the session and is rendered per request. */
export const dynamic = "force-dynamic";

/** No back-office page is for search engines; each page gives its own title. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The back office's shared frame (issue 42): the bar from the header slot (./@header, drawn again for every address
 * so it follows the session), then the page. Each page still checks its own access (requireStaffPage): the frame
 * draws, it does not guard.
 */
export default function StaffLayout({ children, header }: { children: ReactNode; header: ReactNode }) {
  return <StaffFrame header={header}>{children}</StaffFrame>;
}
