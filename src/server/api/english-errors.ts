import "server-only";
import { loadMessages } from "@/i18n/messages";

/** The English message of an error-catalogue key as written (placeholders kept), for the reference's meaning column. */
export async function englishErrorMessage(): Promise<(key: string) => string> {
  const messages = (await loadMessages("en")) as { errors?: { app?: Record<string, unknown> } };
  return (key) => {
    const text = messages.errors?.app?.[key];
    return typeof text === "string" ? text : key;
  };
}
