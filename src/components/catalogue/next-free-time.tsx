"use client";
import { CalendarClock } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";

/**
 * "Next available: Tue 1 Dec, 10:00 London time" for the area's clinic. The page stays static: this island
 * asks the server once after load (get_next_free_time formats the clinic's wall time and names its city),
 * so the answer is never older than the visit and never in the visitor's own zone by mistake.
 */
export function NextFreeTime({ area, code, locale }: { area: string; code: string; locale: string }) {
  const t = useTranslations("treatments.ui");
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetch(`/api/v2/my_center/get_next_free_time?lang=${locale}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ area, goods_code: code }),
    })
      .then((r) => r.json() as Promise<{ code: number; data: { text: string | null } | null }>)
      .then((answer) => live && setText(answer.code === 2000 && answer.data ? answer.data.text : null))
      .catch(() => live && setText(null));
    return () => {
      live = false;
    };
  }, [area, code, locale]);
  return (
    <p
      className="mt-4 flex min-h-6 items-start gap-2 text-sm text-ink"
      role="status"
      data-testid="next-free-time"
      data-state={text === undefined ? "loading" : text ? "found" : "none"}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
      <span className={text ? "font-medium" : "text-stone"}>
        {text === undefined ? t("nextFreeLoading") : (text ?? t("nextFreeNone"))}
      </span>
    </p>
  );
}
