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
      // Missing keys fall back to English in loadMessages; anything else is a bug worth seeing.
      if (error.code !== "MISSING_MESSAGE") logger.error({ err: error }, "message formatting failed");
    },
  };
});
