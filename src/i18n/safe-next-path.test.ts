import { describe, expect, it } from "vitest";
import { nextPathOrAccountHome, resolveNextPath } from "./safe-next-path";

const origin = "https://aurumclinic.example";
const place = { area: "uk" as const, locale: "de" as const, origin, whenMissing: "/uk/de/account/settings" };

describe("where ?next= may lead after signing in (decision 077)", () => {
  it.each([
    ["/%09/x", "tab: the browser went to http://x/"],
    ["/\t/example.org", "a raw tab"],
    ["/\\x", "backslash, read as a slash"],
    ["\\\\x", "two backslashes"],
    ["//x", "protocol-relative"],
    ["https://x", "absolute, elsewhere"],
    ["https://aurumclinic.example.evil.org/uk/de/account", "a look-alike host"],
    ["/%2F%2Fx", "encoded slashes"],
    ["%0A", "encoded line feed"],
    ["%0D", "encoded carriage return"],
    ["\n", "a raw line feed"],
    ["\r\nSet-Cookie: x=1", "header injection"],
    ["javascript:alert(1)", "a script URL"],
    ["/us/xx/account", "not a locale"],
    ["/admin", "outside /{area}/{locale}/"],
    ["/uk/de", "the bare prefix, not under it"],
    ["/uk/de/../../x", "dot segments climbing out"],
    ["/uk/de/%2e%2e/%2e%2e/x", "encoded dot segments climbing out"],
    ["https://user:pass@aurumclinic.example/uk/de/account", "credentials in the URL"],
  ])("refuses %j (%s) and sends the visitor to the account home", (next) => {
    expect(resolveNextPath(next, origin)).toBeNull();
    expect(nextPathOrAccountHome(next, place)).toBe("/uk/de/account");
  });

  it("keeps a path of ours, rebuilt from the parsed URL", () => {
    expect(resolveNextPath("/us/en/book-online/success?booking=B-1", origin)).toBe(
      "/us/en/book-online/success?booking=B-1",
    );
    expect(resolveNextPath("https://aurumclinic.example/za/ar/account/settings", origin)).toBe(
      "/za/ar/account/settings",
    );
    expect(resolveNextPath("/us/en/a b\n", origin)).toBe("/us/en/a%20b");
  });

  it("uses the page's own default when there was no next at all", () => {
    expect(nextPathOrAccountHome(undefined, place)).toBe("/uk/de/account/settings");
    expect(nextPathOrAccountHome("", place)).toBe("/uk/de/account/settings");
    expect(nextPathOrAccountHome("", { ...place, whenMissing: undefined })).toBe("/uk/de/account");
  });
});
