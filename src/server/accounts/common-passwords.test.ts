import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "./change-password";
import { COMMON_PASSWORD_COUNT, commonPasswords, isCommonPassword } from "./common-passwords";
import { registerSchema } from "./register-user";
import { resetPasswordSchema } from "./reset-password";

describe("the common-password check", () => {
  it("refuses at least the 10,000 most common passwords from the maintained list, whatever their case", () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(COMMON_PASSWORD_COUNT);
    // From the top of the list to near its 10,000th entry, including ones that pass the letters-and-digit rule.
    for (const password of ["password", "1qaz2wsx", "trustno1", "Password1", "QWERTY123", "jordan23", "24081990"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("Aurum123")).toBe(true);
    expect(isCommonPassword("Tranquil-harbour-42")).toBe(false);
  });

  it("gives the password field its reason in registration, reset and change of password", () => {
    const issue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
      result.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(issue(registerSchema.safeParse({ password: "qwerty123", confirmPassword: "qwerty123" }), "password")).toBe(
      "passwordCommon",
    );
    expect(
      issue(
        resetPasswordSchema.safeParse({ token: "t", password: "1q2w3e4r5t", confirmPassword: "1q2w3e4r5t" }),
        "password",
      ),
    ).toBe("passwordCommon");
    expect(
      issue(
        changePasswordSchema.safeParse({ oldPassword: "x", newPassword: "Password1", confirmPassword: "Password1" }),
        "newPassword",
      ),
    ).toBe("passwordCommon");
    expect(
      issue(
        changePasswordSchema.safeParse({
          oldPassword: "x",
          newPassword: "Tranquil-harbour-42",
          confirmPassword: "Tranquil-harbour-42",
        }),
        "newPassword",
      ),
    ).toBeUndefined();
  });
});
