"use client";
import { useParams } from "next/navigation";
import { formatTag } from "@/i18n/formats";
import { useLocale } from "./island-intl";

/** The page's formatting tag (`formatTag`) in an island: its language, and for English the area in the address. */
export function useFormatTag(): string {
  const params = useParams<{ area?: string }>();
  return formatTag(useLocale(), params?.area);
}
