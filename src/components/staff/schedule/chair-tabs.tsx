"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface ChairTab {
  id: number;
  /** "Chair 2". */
  label: string;
  /** "(3 visits)", read as part of the tab's name. */
  count: string;
}

/**
 * The day grid on a phone: one chair at a time, chosen with tabs (WAI-ARIA tabs pattern: arrow keys, Home and End
 * move between chairs and show the one reached, Tab leaves the list). Which chair shows is the `data-shown` attribute
 * of this wrapper, read by the grid's own style rules below 40rem; a tablet or wider ignores it and shows every chair,
 * and the tabs are hidden there. Without script each tab is a submit button of a GET form, so the schedule's address
 * (`?chair=`) still switches chairs; with script the switch is immediate and the address follows it.
 */
export function ChairTabs({
  id,
  chairs,
  initial,
  label,
  action,
  query,
  className,
  children,
}: {
  /** The wrapper's id ("day-grid"): the tabs' form comes back to it without script. */
  id: string;
  chairs: ChairTab[];
  initial: number;
  /** The tab list's accessible name ("Chairs"). */
  label: string;
  /** The schedule's path, and the query it keeps (clinic, day, view, booking) when switching without script. */
  action: string;
  query: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(initial);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function show(chair: number) {
    setShown(chair);
    const url = new URL(window.location.href);
    url.searchParams.set("chair", String(chair));
    window.history.replaceState(window.history.state, "", url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = chairs.findIndex((c) => c.id === shown);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? chairs.length - 1
          : step === undefined
            ? null
            : (at + step + chairs.length) % chairs.length;
    if (next === null) return;
    event.preventDefault();
    show(chairs[next]!.id);
    tabs.current[next]?.focus();
  }

  return (
    <div id={id} data-shown={shown} className={className} data-testid="day-grid">
      {chairs.length > 1 && (
        <form method="get" action={`${action}#${id}`} className="border-b border-linen p-2 sm:hidden">
          {Object.entries(query).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div
            role="tablist"
            aria-label={label}
            className="flex flex-wrap gap-2"
            onKeyDown={onKeyDown}
            data-testid="chair-tabs"
          >
            {chairs.map((chair, i) => {
              const selected = chair.id === shown;
              return (
                <button
                  key={chair.id}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="submit"
                  name="chair"
                  value={chair.id}
                  role="tab"
                  id={`chair-tab-${chair.id}`}
                  aria-selected={selected}
                  aria-controls={`chair-panel-${chair.id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={(event) => {
                    event.preventDefault();
                    show(chair.id);
                  }}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-linen bg-white px-4 text-sm font-medium aria-selected:border-ink aria-selected:bg-ink aria-selected:text-ivory"
                >
                  {chair.label} <span className="text-xs opacity-80">{chair.count}</span>
                </button>
              );
            })}
          </div>
        </form>
      )}
      {children}
    </div>
  );
}
