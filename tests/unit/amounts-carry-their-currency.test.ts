import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../support/source-files";

/**
 * Issue 45, decision 273: no amount anywhere without its currency. Every amount a person reads is printed by
 * `formatMoney` (src/i18n/format-money.ts), which always prints the currency; a page, mail or PDF that turned cents
 * into a number itself (`cents / 100`, `.toFixed(2)`) would print a bare figure. This check finds every place in
 * src/ that does, and fails on one not listed below with the reason it is not read as money without its currency.
 */
const allowed: Record<string, string> = {
  "src/i18n/format-money.ts": "the formatter itself",
  "src/i18n/money-patterns.ts": "checks the formatter's patterns against Intl",
  "src/components/booking/gift-card-form.tsx": "the amount field's starting value; its label names the currency",
  "src/components/staff/schedule/booking-panel.tsx":
    "a payment field's starting value; its hint names the amount with its currency",
  "src/app/[area]/[locale]/staff/catalogue/[code]/page.tsx":
    "price fields' starting values; their labels name the currency",
  "src/components/catalogue/service-json-ld.tsx": "structured data for search engines, with priceCurrency beside it",
  "src/server/day-close/day-close-csv.ts": "the day close's CSV, whose every amount row has a currency column",
  "src/server/basket/cart-list.ts": "an API answer: priceValue with its currency beside it (money-carries-currency)",
  "src/app/api/v2/my_center/user_info/route.ts": "an API answer: credit with its currency beside it",
  "src/app/api/v2/my_center/credit_balance/route.ts": "an API answer: credit with its currency beside it",
};

const BARE_AMOUNT = /\b\w*[cC]ents\)?\s*\/\s*100\b|\(\s*\w*[cC]ents\s*\/\s*100\s*\)\.toFixed/;

describe("amounts are printed with their currency", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const found = sourceFiles(path.join(root, "src"))
    .filter((file) => BARE_AMOUNT.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file).split(path.sep).join("/"));

  it("turns cents into a number only where the currency is beside it (every other amount goes through formatMoney)", () => {
    expect(found.filter((file) => !(file in allowed))).toEqual([]);
  });

  it("lists no place that no longer does (the list stays true)", () => {
    expect(Object.keys(allowed).filter((file) => !found.includes(file))).toEqual([]);
  });
});
