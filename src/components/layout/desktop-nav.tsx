"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ResolvedGroup } from "./nav-types";

interface Props {
  groups: ResolvedGroup[];
  label: string;
  tone?: "primary" | "quiet";
}

/**
 * Desktop menu as a disclosure navigation (WAI-ARIA APG): each section is a button that shows or hides
 * its list of links. Links stay plain links, so the menu is light and works with any assistive technology. A button
 * is disabled until the island is hydrated: a click before then would do nothing.
 */
export function DesktopNav({ groups, label, tone = "primary" }: Props) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const id = useId();
  const close = useCallback(() => setOpenKey(null), []);
  useDismiss(openKey !== null, close, ref);
  const hydrated = useHydrated();

  const itemClass =
    tone === "primary"
      ? "inline-flex items-center gap-1 rounded px-3 py-2 text-[0.95rem] font-medium text-ink hover:text-gold-deep aria-expanded:text-gold-deep"
      : "inline-flex items-center gap-1 rounded px-2.5 py-1.5 text-xs tracking-wide text-stone hover:text-ink aria-expanded:text-ink";

  return (
    <nav ref={ref} aria-label={label} className="relative">
      <ul className="flex items-center">
        {groups.map((group) => {
          const open = openKey === group.key;
          const panelId = `${id}-${group.key}`;
          return (
            <li key={group.key} className="relative">
              {group.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    disabled={!hydrated}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenKey(open ? null : group.key)}
                    className={itemClass}
                  >
                    {group.label}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-3.5 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
                    />
                  </button>
                  <ul
                    id={panelId}
                    hidden={!open}
                    className="absolute start-0 top-full z-50 mt-2 min-w-60 rounded-lg border border-linen bg-white p-2 shadow-xl shadow-ink/5"
                  >
                    {group.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          onClick={close}
                          className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-sand focus-visible:bg-sand"
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <Link href={group.href} className={itemClass}>
                  {group.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
