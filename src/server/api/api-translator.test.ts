import { afterEach, describe, expect, it, vi } from "vitest";
import { apiTranslator } from "./api-translator";

describe("apiTranslator", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is built once per language in a running build: an API call does not build a translator (decision 264)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const arabic = await apiTranslator("ar");
    expect(await apiTranslator("ar")).toBe(arabic);
    expect(await apiTranslator("en")).not.toBe(arabic);
  });

  it("still translates each language in its own words, with English behind a missing key", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const [en, de] = await Promise.all([apiTranslator("en"), apiTranslator("de")]);
    expect(en("unauthenticated")).not.toBe("unauthenticated");
    expect(de("unauthenticated")).not.toBe(en("unauthenticated"));
    expect(de.has("unauthenticated")).toBe(true);
    expect(de("no.such.key")).toBe("no.such.key");
  });
});
