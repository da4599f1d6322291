import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-format";

describe("card number as typed", () => {
  it("groups the digits in fours and drops everything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 4242x4242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("")).toBe("");
  });

  it("keeps at most 19 digits", () => {
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("reads Arabic-Indic and Persian digits as the digits they are", () => {
    expect(formatCardNumber("٤٢٤٢٤٢٤٢")).toBe("4242 4242");
    expect(formatExpiry("۱۲۲۸")).toBe("12/28");
    expect(formatCvc("١٢٣")).toBe("123");
  });
});

describe("expiry as typed", () => {
  it("adds the slash: 1228 becomes 12/28", () => {
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12/28")).toBe("12/28");
    expect(formatExpiry("12 / 28")).toBe("12/28");
    expect(formatExpiry("122")).toBe("12/2");
  });

  it("adds the slash after the month while typing forward, and lets it be deleted", () => {
    expect(formatExpiry("1", "")).toBe("1");
    expect(formatExpiry("12", "1")).toBe("12/");
    expect(formatExpiry("12", "12/")).toBe("12");
    expect(formatExpiry("1", "12")).toBe("1");
  });

  it("reads a first digit 2 to 9 as the month", () => {
    expect(formatExpiry("4")).toBe("04/");
    expect(formatExpiry("428")).toBe("04/28");
  });

  it("keeps four digits at most", () => {
    expect(formatExpiry("122834")).toBe("12/28");
  });
});

describe("CVC as typed", () => {
  it("keeps up to four digits", () => {
    expect(formatCvc("12a3")).toBe("123");
    expect(formatCvc("12345")).toBe("1234");
  });
});
