import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to a page rendered per request (the account, the back office). It is never prefetched: the default prefetch of
 * every link in view had each account or schedule page ask the server to render its seven to thirty neighbours, each with
 * its own session and database reads, before anyone clicked (decision 182).
 */
export function DynamicLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}
