import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { loadMessages, type UntypedCatalogue } from "@/i18n/messages";
import { fieldMessage } from "./field-message";

async function catalogues(locale: "en" | "ar") {
  const messages: UntypedCatalogue = await loadMessages(locale);
  const at = (namespace: string) => createTranslator({ locale, messages, namespace, onError: () => undefined });
  return { auth: at("auth.validation"), staffValidation: at("staff.validation"), app: at("errors.app") };
}

describe("the message under a field", () => {
  it("is the key's message from the first catalogue that has it, in the reader's language", async () => {
    const { auth, app } = await catalogues("ar");
    const en = await catalogues("en");
    const key = "emailInvalid";
    expect(en.auth.has(key)).toBe(true);
    expect(fieldMessage(key, [auth], () => app("fieldInvalid"))).toBe(auth(key));
    expect(fieldMessage(key, [auth], () => app("fieldInvalid"))).not.toBe(en.auth(key));
  });

  it("asks the catalogues in order: a back-office form's own message before the account forms'", async () => {
    const { auth, staffValidation, app } = await catalogues("en");
    const shared = Object.keys(
      ((await loadMessages("en")) as { staff: { validation: Record<string, string> } }).staff.validation,
    ).find((key) => auth.has(key));
    expect(shared, "a key both catalogues hold").toBeDefined();
    expect(fieldMessage(shared!, [staffValidation, auth], () => app("fieldInvalid"))).toBe(staffValidation(shared!));
    expect(fieldMessage(shared!, [auth, staffValidation], () => app("fieldInvalid"))).toBe(auth(shared!));
  });

  it("never shows zod's English wording or a raw key: a message no catalogue has becomes the generic field message", async () => {
    const { auth, app } = await catalogues("ar");
    for (const key of ["Invalid input", "Too small: expected string to have >=1 characters", "noSuchKey", ""]) {
      expect(fieldMessage(key, [auth], () => app("fieldInvalid"))).toBe(app("fieldInvalid"));
    }
    expect(app("fieldInvalid")).not.toBe((await catalogues("en")).app("fieldInvalid"));
  });
});
