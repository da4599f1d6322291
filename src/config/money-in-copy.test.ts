import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/i18n/format-money";
import { fixedAmounts } from "./money";

/**
 * The English copy that names an out-of-hours surcharge names the clinic's own figure from money.ts (issue 45):
 * London's in pounds, New York's in dollars. Translations write the amounts in words; this guards the source.
 */
const read = (...parts: string[]) => readFileSync(path.join(...parts), "utf8");
const surcharge = (currency: string) => formatMoney(fixedAmounts(currency).outOfHoursSurchargeCents, currency, "en");

describe("the out-of-hours surcharge in the English copy", () => {
  const faqs = JSON.parse(read("messages", "en", "faqs.json")) as {
    groups: { booking: { items: { hours: { a: string } } } };
  };

  it("gives London's in pounds and New York's in dollars in the FAQ and the terms", () => {
    for (const text of [faqs.groups.booking.items.hours.a, read("content", "en", "terms-of-service.md")]) {
      expect(text).toContain(`${surcharge("GBP")} in London`);
      expect(text).toContain(`${surcharge("USD")} in New York`);
    }
  });

  it("gives London's in pounds in the news of London's early and late hours", () => {
    expect(read("content", "en", "news", "out-of-hours-london.md")).toContain(`${surcharge("GBP")} per treatment`);
  });
});
