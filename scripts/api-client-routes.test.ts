import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_ROUTES_FILE, apiRoutesSource, postRoutes } from "./api-client-routes";

describe("the browser client's list of routes (src/components/api/api-routes.ts)", () => {
  it("is what `npm run api:routes` writes from the routes there are now", () => {
    expect(readFileSync(API_ROUTES_FILE, "utf8")).toBe(apiRoutesSource(postRoutes()));
  });

  it("lists the booking calls the islands make, each by the folder of its route", () => {
    const routes = postRoutes();
    for (const path of ["/api/v2/place_order/quote", "/api/v2/place_order/hold", "/api/v2/my_center/merge_cart"])
      expect(routes).toContain(path);
    expect(apiRoutesSource(["/api/v2/place_order/quote"])).toContain(
      'import type { POST as Route0 } from "@/app/api/v2/place_order/quote/route";',
    );
  });
});
