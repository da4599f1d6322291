"use client";
import { useSyncExternalStore } from "react";
import { isolateLtr, visitorTimeIfDifferent } from "@/shared/clinic-time";

const noSubscription = () => () => {};
/** The placeholder of the raw "yourTime" message. */
const TIME_SLOT = "{time}";

/**
 * "your time 14:00 GMT+1" beside a clinic time, only when the visitor's own zone reads differently. The label
 * comes raw from the server ("your time {time}"), so this leaf needs no message provider.
 */
export function VisitorTime({
  startsAt,
  clinicZone,
  localeTag,
  label,
}: {
  startsAt: string;
  clinicZone: string;
  localeTag: string;
  label: string;
}) {
  const zone = useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
  const own = visitorTimeIfDifferent(new Date(startsAt), clinicZone, zone, localeTag);
  if (!own) return null;
  return (
    <span className="block text-xs text-stone" data-testid="visitor-time">
      {label.replace(TIME_SLOT, isolateLtr(own))}
    </span>
  );
}
