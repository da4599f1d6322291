import ar from "../../../messages/ar/fault.json";
import de from "../../../messages/de/fault.json";
import en from "../../../messages/en/fault.json";
import es from "../../../messages/es/fault.json";
import fr from "../../../messages/fr/fault.json";
import ja from "../../../messages/ja/fault.json";
import ru from "../../../messages/ru/fault.json";
import zh from "../../../messages/zh/fault.json";
import type { Locale } from "@/i18n/locales";
import type { FaultMessages } from "./fault-messages";

/** The error pages' sentences in every language: a chunk of its own, fetched when an error page shows (fault-messages.ts). */
export const byLocale: Record<Locale, FaultMessages> = { en, zh, ar, de, fr, ru, es, ja };
