"use client";
import { Copy } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Copy a text to the clipboard and say so ("Copy Successful"); labels come translated from the server. */
export function CopyButton({
  text,
  label,
  done,
  testId,
}: {
  text: string;
  label: string;
  done: string;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => {
          void navigator.clipboard.writeText(text).then(() => setCopied(true));
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2 text-sm font-medium text-ivory hover:bg-gold-deep"
        data-testid={testId}
      >
        <Copy aria-hidden="true" className="size-4" />
        {label}
      </button>
      <span role="status" className="text-sm text-gold-deep">
        {copied ? done : ""}
      </span>
    </span>
  );
}
