"use client";

import { X } from "lucide-react";
import { useEffect, useState } from "react";

export interface CountrySuggestionText {
  label: string;
  /** "View prices for the United Kingdom?", per area. */
  question: Record<string, string>;
  switchTo: string;
  stay: string;
}

/** docs/product/entities.md client state "IP country": the first lookup's answer, kept for the visitor (decision 124). */
export const IP_COUNTRY_KEY = "aurum.ipCountry";
/** Areas the visitor said no to: never suggested again. */
export const DISMISSED_KEY = "aurum.areaSuggestion.dismissed";

interface Stored {
  country: string | null;
  area: string | null;
}

function read(): Stored | null {
  try {
    const value = JSON.parse(localStorage.getItem(IP_COUNTRY_KEY) ?? "null") as Stored | null;
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

function keep(value: Stored) {
  try {
    localStorage.setItem(IP_COUNTRY_KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): asked again next time, nothing else changes.
  }
}

function dismissed(): string[] {
  try {
    return (localStorage.getItem(DISMISSED_KEY) ?? "").split(",").filter(Boolean);
  } catch {
    return [];
  }
}

/** What /api/get_ip_country answered, or null when the lookup failed (docs/product/api.md: treated as normal). */
async function lookUp(): Promise<{
  country: string | null;
  area: string | null;
  redirect: boolean;
  redirectUrl: string;
} | null> {
  try {
    const response = await fetch("/api/get_ip_country", { method: "POST", credentials: "same-origin" });
    const body = (await response.json()) as {
      code?: number;
      data?: { country: string | null; area: string | null; redirect: boolean; redirectUrl: string };
    };
    return body.code === 2000 && body.data ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's country, asked once per visitor after hydration (the page stays static): docs/product/entities.md's first lookup
 * sends the browser to the configured address when the server says so (and keeps "sa" as the IP country);
 * otherwise a visitor from a country with its own area is offered it, in the page's language, never moved.
 * Nothing is shown until the answer, and then over the page (fixed), so the layout never shifts.
 */
export function CountrySuggestion({ area, text }: { area: string; text: CountrySuggestionText }) {
  const [suggested, setSuggested] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const offer = (stored: Stored) => {
      if (
        live &&
        stored.area &&
        stored.area !== area &&
        text.question[stored.area] &&
        !dismissed().includes(stored.area)
      )
        setSuggested(stored.area);
    };
    const stored = read();
    if (stored) {
      offer(stored);
    } else {
      void lookUp().then((answer) => {
        if (!answer) return;
        if (answer.redirect && /^https?:\/\//.test(answer.redirectUrl)) {
          keep({ country: "sa", area: null });
          window.location.assign(answer.redirectUrl);
          return;
        }
        const value = { country: answer.country, area: answer.area };
        keep(value);
        offer(value);
      });
    }
    return () => {
      live = false;
    };
  }, [area, text.question]);

  if (!suggested) return null;

  const href = () => {
    const parts = window.location.pathname.split("/");
    parts[1] = suggested;
    return parts.join("/") + window.location.search;
  };
  const stay = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, [...dismissed(), suggested].join(","));
    } catch {
      // Not remembered: suggested again on the next page.
    }
    setSuggested(null);
  };

  return (
    <aside
      aria-label={text.label}
      data-testid="country-suggestion"
      className="fixed inset-x-4 top-4 z-40 mx-auto flex max-w-md items-start gap-3 rounded-2xl border border-linen bg-white p-4 text-sm shadow-xl shadow-ink/10 sm:start-auto sm:end-6 sm:mx-0"
    >
      <div className="flex-1">
        <p className="font-medium">{text.question[suggested]}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={href()} className="rounded-full bg-ink px-4 py-2 font-medium text-ivory hover:bg-gold-deep">
            {text.switchTo}
          </a>
          <button
            type="button"
            onClick={stay}
            className="rounded-full border border-ink/20 px-4 py-2 font-medium hover:border-gold-deep"
          >
            {text.stay}
          </button>
        </div>
      </div>
      <button
        type="button"
        onClick={stay}
        aria-label={text.stay}
        className="-m-1 rounded p-1 text-stone hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
