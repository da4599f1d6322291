import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandMessages, islandNamespaces, pickNamespaces, type IslandProvider } from "./island-messages";

const SRC = path.resolve("src");

/** The source file an import names (`@/…` or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, "index.tsx"),
    path.join(base, "index.ts"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * Every source file a page reaches through its imports (type-only imports bring no code and are not followed). A
 * module that wraps its islands in a provider of its own (`stopAt`: `SpaRequestPanel` inside a treatment's page,
 * whose add to basket is the `catalogue` provider's) answers for them: it is reached, but not followed.
 */
function reachableFrom(entry: string, stopAt: (source: string) => boolean = () => false): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const source = readFileSync(file, "utf8");
    if (file !== entry && stopAt(source)) continue;
    for (const match of source.matchAll(
      /(?:^|\n)\s*(import|export)(\s+type)?[^"';]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|(?:^|\n)import\s+"([^"]+)"/g,
    )) {
      if (match[2]) continue;
      const target = resolveImport(file, match[3] ?? match[4] ?? match[5]!);
      if (target && !seen.has(target) && !target.endsWith(".test.tsx") && !target.endsWith(".test.ts")) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** The namespaces an island module reads through the island translator (`useTranslations("…")`). */
function islandNamespacesIn(file: string): string[] {
  const source = readFileSync(file, "utf8");
  if (!/from\s+"(?:@\/i18n\/islands|\.)\/island-intl"/.test(source)) return [];
  return [...source.matchAll(/useTranslations\(\s*"([^"]*)"\s*\)/g)].map((m) => m[1]!);
}

/** How a provider appears in the source that wraps islands in it. */
const elementOf = (provider: IslandProvider) =>
  provider === "booking"
    ? "<BookingIntl"
    : provider === "account"
      ? "<AccountIntl"
      : `<IslandIntl provider="${provider}"`;

/** Whether a module wraps islands in a provider other than `provider`. */
const wrapsInOtherProvider = (provider: IslandProvider) => (source: string) =>
  (Object.keys(islandNamespaces) as IslandProvider[]).some(
    (other) => other !== provider && source.includes(elementOf(other)),
  );

/** The pages and components that wrap islands in a provider, found by the provider's element in their source. */
function pagesOf(provider: IslandProvider): string[] {
  const element = elementOf(provider);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.tsx$/.test(entry.name) &&
        !entry.name.endsWith(".test.tsx") &&
        readFileSync(full, "utf8").includes(element)
      )
        pages.push(full);
    }
  };
  walk(path.join(SRC, "app"));
  walk(path.join(SRC, "components"));
  return pages;
}

const covers = (sent: readonly string[], read: string) => sent.some((p) => read === p || read.startsWith(`${p}.`));

describe("island messages (what each provider sends to the browser)", () => {
  for (const provider of Object.keys(islandNamespaces) as IslandProvider[]) {
    it(`${provider}: every namespace its pages' islands read is sent, and every one sent is read`, () => {
      const pages = pagesOf(provider);
      expect(pages.length).toBeGreaterThan(0);
      const read = new Map<string, string>();
      for (const page of pages)
        for (const file of reachableFrom(page, wrapsInOtherProvider(provider)))
          for (const ns of islandNamespacesIn(file)) read.set(ns, path.relative(SRC, file));
      const missing = [...read]
        .filter(([ns]) => !covers(islandNamespaces[provider], ns))
        .map(([ns, file]) => `${ns} (${file})`);
      expect(missing, `read by an island but not sent by ${provider}`).toEqual([]);
      const unread = islandNamespaces[provider].filter((sent) => ![...read.keys()].some((ns) => covers([sent], ns)));
      expect(unread, `sent by ${provider} but read by no island on its pages`).toEqual([]);
    });
  }

  it("the import walk finds the islands (the basket's time picker reads booking.time)", () => {
    const basket = pagesOf("booking").find((p) => p.includes(`${path.sep}basket${path.sep}`))!;
    const files = reachableFrom(basket).map((f) => path.relative(SRC, f));
    expect(files).toContain(path.join("components", "booking", "time-picker.tsx"));
    expect(islandNamespacesIn(path.join(SRC, "components", "booking", "time-picker.tsx"))).toContain("booking.time");
  });

  it("a treatment's page leaves the request panel's words to the panel's own provider", () => {
    const detail = path.join(SRC, "components", "catalogue", "item-detail.tsx");
    const panel = path.join("components", "catalogue", "spa-request-panel.tsx");
    const calendar = path.join("components", "catalogue", "spa-calendar.tsx");
    expect(pagesOf("catalogue")).toContain(detail);
    const underCatalogue = reachableFrom(detail, wrapsInOtherProvider("catalogue")).map((f) => path.relative(SRC, f));
    expect(underCatalogue).toContain(panel);
    expect(underCatalogue).not.toContain(calendar);
    expect(pagesOf("requestPanel").map((f) => path.relative(SRC, f))).toEqual([panel]);
    expect(islandNamespacesIn(path.join(SRC, calendar))).toContain("catalogue.calendar");
  });

  it("picks the namespaces in the catalogue's shape and leaves out the rest", () => {
    const tree = {
      booking: { time: { title: "Time" }, mail: { subject: "Booked" } },
      errors: { app: { internal: "Oops" }, notFound: { title: "?" } },
    };
    expect(pickNamespaces(tree, ["booking.time", "errors.app", "waitlist.join"])).toEqual({
      booking: { time: { title: "Time" } },
      errors: { app: { internal: "Oops" } },
    });
  });

  it("the basket's messages leave out the e-mails, the success page and the account's (Arabic)", async () => {
    const sent = await islandMessages("booking", "ar");
    const booking = sent.booking as Record<string, unknown>;
    expect(Object.keys(booking).sort()).toEqual(["checkout", "currency", "form", "giftCard", "hold", "time"]);
    expect(sent.account).toBeUndefined();
    expect(Object.keys(sent).sort()).toEqual(["basket", "booking", "errors", "waitlist"]);
    expect(JSON.stringify(sent)).not.toContain("reminderMail");
  });

  it("the request pages' messages carry the contact form's own errors, not the enquiry forms' or the call back API's (German)", async () => {
    const sent = await islandMessages("requests", "de");
    const requests = sent.requests as Record<string, Record<string, unknown>>;
    expect(Object.keys(requests).sort()).toEqual(["callBack", "contact", "errors", "fields"]);
    expect(Object.keys(requests.errors!)).toEqual(["contact"]);
    expect(Object.keys(requests.errors!.contact as object).sort()).toEqual(["message", "phoneCountry", "phoneFormat"]);
  });

  it("the account's messages carry the hold countdown's two lines, not the checkout page's (Russian)", async () => {
    const sent = await islandMessages("account", "ru");
    const booking = sent.booking as Record<string, Record<string, unknown>>;
    expect(Object.keys(booking).sort()).toEqual(["form", "hold", "time"]);
    expect(Object.keys(booking.hold!).sort()).toEqual(["ended", "left"]);
  });
});
