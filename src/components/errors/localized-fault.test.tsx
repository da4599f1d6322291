// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import ar from "../../../messages/ar/fault.json";
import ja from "../../../messages/ja/fault.json";
import { faultMessages, loadFaultMessages, type FaultMessagesByLocale } from "./fault-messages";
import { LocalizedFault } from "./localized-fault";

const props = { digest: "d1", homeHref: "/uk/ar", onRetry: () => {} };

describe("the error pages' messages", () => {
  afterEach(cleanup);

  it("are not in the error pages' own module: they load on demand, in every language", async () => {
    const byLocale = await loadFaultMessages();
    expect(Object.keys(byLocale).sort()).toEqual(["ar", "de", "en", "es", "fr", "ja", "ru", "zh"]);
    expect(loadFaultMessages()).toBe(loadFaultMessages());
    expect(faultMessages(byLocale, "ja")).toEqual({ lang: "ja", messages: ja });
    // A language whose messages did not arrive reads in English, and says so.
    expect(faultMessages({}, "ja")).toMatchObject({
      lang: "en",
      messages: { title: "Something went wrong on our side" },
    });
  });

  it("show the failed page's language, right to left in Arabic, with the reference to quote", async () => {
    await act(async () => {
      render(<LocalizedFault locale="ar" {...props} />);
    });
    const heading = await screen.findByRole("heading", { level: 1, name: ar.title });
    expect(heading.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("button", { name: ar.retry })).toBeTruthy();
    expect(screen.getByRole("link", { name: ar.home }).getAttribute("href")).toBe("/uk/ar");
    expect(screen.getByTestId("fault-reference").textContent).toBe("d1");
  });

  it("fall back to English, marked as such, when the languages' chunk cannot be fetched", async () => {
    const unreachable: Promise<FaultMessagesByLocale> = Promise.resolve({});
    await act(async () => {
      render(<LocalizedFault locale="ar" {...props} load={() => unreachable} />);
    });
    const heading = await screen.findByRole("heading", { level: 1, name: "Something went wrong on our side" });
    const wrapper = heading.closest("[lang]")!;
    expect([wrapper.getAttribute("lang"), wrapper.getAttribute("dir")]).toEqual(["en", "ltr"]);
  });
});
