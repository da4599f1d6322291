import { describe, expect, it } from "vitest";
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
