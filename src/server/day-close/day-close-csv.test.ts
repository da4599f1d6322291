import { describe, expect, it } from "vitest";
import { csvCell, dayCloseCsv, dayCloseFilename } from "./day-close-csv";
import type { DayClose } from "./get-day-close";

const payment = (over: Partial<DayClose["payments"][number]>): DayClose["payments"][number] => ({
  id: "p",
  at: new Date("2026-12-06T10:05:00Z"),
  method: "cash",
  amountCents: 4050,
  currency: "USD",
  orderId: "o",
  orderNumber: "AO-1001",
  customerName: "Ada Lovelace",
  reference: null,
  recordedBy: "Robin Desk",
  ...over,
});

const report = (over: Partial<DayClose> = {}): DayClose => ({
  clinic: { id: 1, slug: "new-york", name: "Aurum Clinic New York", timeZone: "America/New_York" },
  clinics: [],
  day: "2026-12-06",
  today: "2026-12-06",
  totals: [
    { method: "card", currency: "USD", count: 1, amountCents: 10000 },
    { method: "cash", currency: "USD", count: 1, amountCents: 4050 },
  ],
  grandTotals: [{ currency: "USD", count: 2, amountCents: 14050 }],
  payments: [payment({ method: "card", amountCents: 10000 }), payment({})],
  refunds: [],
  noShows: [],
  unpaid: [],
  closed: null,
  closable: true,
  ...over,
});

describe("the day close as CSV", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1 555", `"'+1 555"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tTab", `"'\tTab"`],
    ["\rReturn", `"'\rReturn"`],
    ['Ada, "the" first', `"Ada, ""the"" first"`],
    ["", `""`],
  ])("a cell %j is written %s", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("writes totals by method, every payment in the clinic's time, and neutralises a formula in a customer's name", () => {
    const csv = dayCloseCsv(
      report({ payments: [payment({ customerName: "=cmd|' /C calc'!A0", reference: "@slip" })] }),
    );
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(`"Day close","Aurum Clinic New York","2026-12-06","America/New_York"`);
    expect(lines[1]).toBe(`"Status","Open"`);
    expect(csv).toContain(`"","Card online",1,"100.00","USD"`);
    expect(csv).toContain(`"","Cash",1,"40.50","USD"`);
    expect(csv).toContain(`"","All methods",2,"140.50","USD"`);
    // 10:05 UTC is 05:05 in New York.
    expect(csv).toContain(`"","05:05","Cash","40.50","USD","AO-1001","'=cmd|' /C calc'!A0","'@slip","Robin Desk"`);
    expect(csv.endsWith("\r\n")).toBe(true);
    // No cell of the file starts a formula.
    for (const line of lines) for (const cell of line.split(/,(?=")/)) expect(cell).not.toMatch(/^"[=+\-@]/);
    expect(dayCloseFilename(report())).toBe("aurum-day-close-new-york-2026-12-06.csv");
  });
});
