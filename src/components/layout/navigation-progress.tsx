"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * A thin gold bar while the next page loads: starts on a click on an internal link,
 * finishes when the path changes.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  // The path the click happened on: the bar shows until the path moves on from it.
  const [startedOn, setStartedOn] = useState<string | null>(null);
  const active = startedOn === pathname;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as HTMLElement).closest("a");
      if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search))
        return;
      setStartedOn(location.pathname);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-hidden={!active}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-gradient-to-r from-gold-light via-gold to-gold-deep transition-[transform,opacity] duration-700 ease-soft rtl:origin-right ${
        active ? "scale-x-75 opacity-100" : "scale-x-0 opacity-0"
      }`}
    />
  );
}
