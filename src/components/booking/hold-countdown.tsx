"use client";
import { useTranslations } from "@/i18n/islands/island-intl";
import { useSyncExternalStore } from "react";

function subscribeSeconds(callback: () => void) {
  const id = setInterval(callback, 1000);
  return () => clearInterval(id);
}

/** The remaining time of the chair hold, ticking each second. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useTranslations("booking.hold");
  // whole seconds, so the snapshot is stable between ticks; null while rendering on the server
  const seconds = useSyncExternalStore(
    subscribeSeconds,
    () => Math.floor(Date.now() / 1000),
    () => null,
  );
  if (seconds === null) return null;
  const now = seconds * 1000;
  const left = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  if (left === 0) {
    return (
      <p role="status" className="rounded-2xl bg-sand p-4 text-sm text-ink" data-testid="hold-expired">
        {t("ended")}
      </p>
    );
  }
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  return (
    <p className="rounded-2xl bg-gold-light/40 p-4 text-sm text-ink" data-testid="hold-countdown">
      {t("left", { time })}
    </p>
  );
}
