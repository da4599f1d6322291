import { describe, expect, it } from "vitest";
import { passwordField } from "./fields";

/** ASVS 5.0 6.2.1 and 6.2.9: at least 8 characters, and passphrases of 64 characters fit. */
describe("password length", () => {
  // Letters and a digit (the original site's rule), built to an exact length.
  const ofLength = (length: number) =>
    `${"tranquil harbour lights over the bay at dusk ".repeat(2)}`.slice(0, length - 1) + "7";

  it.each([
    [7, "passwordLength"],
    [8, undefined],
    [64, undefined],
    [65, "passwordLength"],
  ] as const)("a password of %i characters: %s", (length, message) => {
    const candidate = ofLength(length);
    expect(candidate).toHaveLength(length);
    expect(passwordField.safeParse(candidate).error?.issues[0]?.message).toBe(message);
  });
});
