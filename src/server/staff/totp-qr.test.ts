import { describe, expect, it } from "vitest";
import { totpQrSvg } from "./totp-qr";

describe("totpQrSvg", () => {
  it("draws a standalone SVG with no script and no outside reference", async () => {
    const svg = await totpQrSvg(
      "otpauth://totp/Aurum%20Clinic:anna%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Aurum%20Clinic",
    );
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<path");
    expect(svg).not.toMatch(/<script|href=|xlink/i);
  });

  it("differs for different secrets", async () => {
    const a = await totpQrSvg("otpauth://totp/A:a?secret=JBSWY3DPEHPK3PXP");
    const b = await totpQrSvg("otpauth://totp/A:a?secret=KRSXG5CTMVRXEZLU");
    expect(a).not.toEqual(b);
  });
});
