import { afterEach, describe, expect, it, vi } from "vitest";
import { loadMessages, mergeMessages } from "./messages";

describe("mergeMessages", () => {
  it("keeps English for keys a translation lacks, per message", () => {
    const merged = mergeMessages({ a: { b: "English B", c: "English C" }, d: "English D" }, { a: { b: "Deutsch B" } });
    expect(merged).toEqual({ a: { b: "Deutsch B", c: "English C" }, d: "English D" });
  });
});

describe("loadMessages", () => {
  it("loads every namespace for a locale, in that language", async () => {
    const messages = (await loadMessages("de")) as { common: { header: { bookNow: string } } };
    expect(messages.common.header.bookNow).toBe("Jetzt buchen");
  });
});

describe("loadMessages in a running build", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("builds each locale's catalogue once and hands every caller the same one (decision 264)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const first = await loadMessages("ar");
    expect(await loadMessages("ar")).toBe(first);
    expect(await loadMessages("en")).not.toBe(first);
  });

  it("reads the files again on every call in development, so an edited message shows", async () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(await loadMessages("ar")).not.toBe(await loadMessages("ar"));
  });
});
