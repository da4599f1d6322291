import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from "./totp";

// RFC 6238 appendix B (SHA-1): the secret is the ASCII "12345678901234567890"; 8-digit values, we compare their last 6.
const rfcSecret = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP", () => {
  it("matches RFC 4226's HOTP values", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(Buffer.from("12345678901234567890"), counter))).toEqual(expected);
  });

  it("matches RFC 6238's test vectors", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, value] of vectors) expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(value.slice(2));
  });

  it("accepts one step either side and tells which step matched, nothing further", () => {
    const now = new Date(1_800_000_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), now)).toBe(step);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(matchTotp(rfcSecret, "12345", now)).toBeNull();
    expect(matchTotp(rfcSecret, "abcdef", now)).toBeNull();
  });

  it("round-trips base32 and writes an otpauth address apps read", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(otpauthUri("Aurum Clinic", "ana@aurum.test", "JBSWY3DPEHPK3PXP")).toBe(
      "otpauth://totp/Aurum%20Clinic:ana%40aurum.test?secret=JBSWY3DPEHPK3PXP&issuer=Aurum+Clinic&algorithm=SHA1&digits=6&period=30",
    );
  });
});
