"use client";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { defaultArea, isArea, type Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

const noChange = () => () => {};
/** The area of the address in the browser (/uk/ar/… → "uk"), or null when it names none. */
const areaOfLocation = (): Area | null => {
  const first = window.location.pathname.split("/").filter(Boolean)[0];
  return isArea(first) ? first : null;
};

/**
 * A link that keeps the visitor's area when the page cannot know it (the not-found boundary gets no route params and
 * stays static): rendered for `area` when the page knows it (the not-found page the server sends, decision 261),
 * else for the default area, then pointed at the address's own area once in the browser.
 */
export function AreaLink({
  area: known,
  locale,
  path,
  className,
  children,
}: {
  area?: Area;
  locale: Locale;
  path: string;
  className?: string;
  children: React.ReactNode;
}) {
  const area = useSyncExternalStore(noChange, areaOfLocation, () => null) ?? known ?? defaultArea;
  return (
    <Link href={pathFor(area, locale, path)} className={className}>
      {children}
    </Link>
  );
}
