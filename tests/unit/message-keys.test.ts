import { describe, expect, it } from "vitest";
import { messageKeysIn } from "../support/message-keys";

describe("what looks like a message key", () => {
  it("finds a key printed in place of its text", () => {
    expect(messageKeysIn("10:30 booking.time.yourTime")).toEqual(["booking.time.yourTime"]);
    expect(messageKeysIn("mail.login-code.heading")).toEqual(["mail.login-code.heading"]);
    expect(messageKeysIn("(consent-forms.title)")).toEqual(["consent-forms.title"]);
  });
  it("leaves addresses, domains and prose alone", () => {
    expect(
      messageKeysIn(
        "Write to home.desk@aurumclinic.com or open https://aurum.test/account.settings. Book at home. Meta.",
      ),
    ).toEqual([]);
  });
});
