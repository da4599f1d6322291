import { describe, expect, it } from "vitest";
import { campaignFromSearch, formatCampaign, parseCampaign } from "./campaign";
import { formatChoice, parseChoice } from "@/shared/cookie-choice";

describe("cookie choice", () => {
  it("round-trips a choice and refuses anything else", () => {
    expect(parseChoice(formatChoice({ campaign: true }))).toEqual({ campaign: true });
    expect(parseChoice(formatChoice({ campaign: false }))).toEqual({ campaign: false });
    expect(parseChoice("v0:campaign=1")).toBeNull();
    expect(parseChoice("v1:campaign=2")).toBeNull();
    expect(parseChoice(undefined)).toBeNull();
  });
});

describe("campaign parameters", () => {
  it("keeps the five utm parameters, trimmed, and nothing else", () => {
    const search = new URLSearchParams(
      "utm_source=newsletter&utm_medium=email&utm_campaign=%20winter%20&utm_term=nad&utm_content=hero&utm_other=x&ref=ABC",
    );
    expect(campaignFromSearch(search)).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "winter",
      term: "nad",
      content: "hero",
    });
  });

  it("drops values with control characters or over 100 characters, and answers null when none is left", () => {
    expect(campaignFromSearch(new URLSearchParams({ utm_source: "a\u0000b", utm_medium: "x".repeat(101) }))).toBeNull();
    expect(campaignFromSearch(new URLSearchParams("q=1"))).toBeNull();
  });

  it("reads its own cookie back and refuses an oversized or foreign one", () => {
    const campaign = { source: "instagram", campaign: "spring drip" };
    expect(parseCampaign(formatCampaign(campaign))).toEqual(campaign);
    expect(parseCampaign("source=" + "x".repeat(2000))).toBeNull();
    expect(parseCampaign("%E0%A4%A")).toBeNull();
  });
});

describe("the banner's choice", () => {
  it("accept keeps the campaign of the address; reject and an unticked choice keep nothing", async () => {
    const { decideCookies } = await import("./decide-cookies");
    expect(decideCookies({ choice: "accept", search: "?utm_source=mail&utm_campaign=nad" })).toEqual({
      choice: { campaign: true },
      consent: "v1:campaign=1",
      campaign: "source=mail&campaign=nad",
    });
    expect(decideCookies({ choice: "reject", search: "?utm_source=mail" })).toEqual({
      choice: { campaign: false },
      consent: "v1:campaign=0",
      campaign: null,
    });
    expect(decideCookies({ choice: "save", search: "?utm_source=mail" }).campaign).toBeNull();
    expect(decideCookies({ choice: "save", campaign: "on", search: "" })).toEqual({
      choice: { campaign: true },
      consent: "v1:campaign=1",
      campaign: null,
    });
    expect(() => decideCookies({ choice: "everything" })).toThrow();
    expect(() => decideCookies({ choice: "accept", search: "x".repeat(3000) })).toThrow();
  });
});
