"use client";

import { Check, Globe } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";

export interface SwitcherOption {
  /** Segment this option puts in the URL (a locale or an area). */
  value: string;
  label: string;
  lang?: string;
}

interface Props {
  /** Which URL segment the switcher replaces: 0 = area, 1 = locale. */
  segment: 0 | 1;
  current: string;
  options: SwitcherOption[];
  label: string;
  summary: string;
  /** Open the list above the button (at the bottom of the phone menu). */
  opensUp?: boolean;
}

/**
 * Switch language or region while staying on the same page: the links swap one segment of the
 * current path. A native <details> disclosure, closed on Escape, a press elsewhere or focus leaving it.
 */
export function PreferenceSwitcher({ segment, current, options, label, summary, opensUp = false }: Props) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const ref = useRef<HTMLDetailsElement>(null);

  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  useDismiss(open, close, ref);

  const hrefFor = (value: string) => {
    const parts = pathname.split("/");
    parts[segment + 1] = value;
    return parts.join("/") + (search ? `?${search}` : "");
  };

  return (
    <details ref={ref} className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        className="flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded px-2 text-xs tracking-wide text-stone hover:text-ink [&::-webkit-details-marker]:hidden"
        aria-label={summary}
      >
        {segment === 1 && <Globe aria-hidden="true" className="size-3.5" />}
        <span>{options.find((o) => o.value === current)?.label ?? current}</span>
      </summary>
      <ul
        className={`absolute end-0 z-50 min-w-44 ${opensUp ? "bottom-full mb-1" : "top-full mt-1"} rounded-lg border border-linen bg-white p-1.5 shadow-xl shadow-ink/5`}
        aria-label={label}
      >
        {options.map((option) => (
          <li key={option.value}>
            {/* A full navigation on purpose: the new language needs its own server-rendered page and cookie. */}
            <a
              href={hrefFor(option.value)}
              lang={option.lang}
              hrefLang={option.lang}
              aria-current={option.value === current ? "true" : undefined}
              className="flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-ink hover:bg-sand"
            >
              {option.label}
              {option.value === current && <Check aria-hidden="true" className="size-4 text-gold-deep" />}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
