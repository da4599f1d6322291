import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale } from "./locales";
import { logger } from "@/server/log/logger";
import { loadMessages } from "./messages";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "UTC",
    onError(error) {
      // Translations fall back to English per key in loadMessages, so a message missing here is missing in English
      // too: the page shows its key (issue 40). Logged like any other formatting failure, so it is seen.
      logger.error({ err: error }, "message formatting failed");
    },
  };
});
