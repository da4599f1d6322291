"use client";

import { useHydrated } from "@/components/ui/use-hydrated";

/** Opens the browser's print dialog (the page has a print stylesheet); drawn only once script runs, so never dead. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-gold-deep"
    >
      {label}
    </button>
  );
}
