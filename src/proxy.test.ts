import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PREFERENCE_COOKIE } from "@/i18n/resolve-request";
import { proxy } from "./proxy";

const page = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: `${PREFERENCE_COOKIE}=us:ar`, ...headers } }));

const preferenceSet = (response: Response) =>
  response.headers.getSetCookie().filter((line) => line.startsWith(`${PREFERENCE_COOKIE}=`));

describe("the remembered market and language", () => {
  it("follows the page a visitor opens, or a client that does not say how it asks", async () => {
    expect(preferenceSet(await page("/us/zh", { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" }))).toEqual(
      [expect.stringMatching(new RegExp(`^${PREFERENCE_COOKIE}=us%3Azh;`))],
    );
    expect(preferenceSet(await page("/us/zh"))).toHaveLength(1);
  });

  it("is not changed by a page fetched by script, as Next prefetches: the page left behind would set the language just chosen back", async () => {
    // What the proxy sees of a prefetch: Next removes its own router headers before the proxy runs.
    for (const mode of ["cors", "same-origin", "no-cors"])
      expect(preferenceSet(await page("/us/zh/news", { "sec-fetch-mode": mode, "sec-fetch-dest": "empty" }))).toEqual(
        [],
      );
    expect((await page("/us/zh/news?ref=FRIEND1", { "sec-fetch-mode": "cors" })).headers.getSetCookie()).toEqual([]);
  });
});
