import { describe, expect, it } from "vitest";
import { POST as operateCart } from "@/app/api/v2/my_center/operate_cart/route";
import { GET as userInfo } from "@/app/api/v2/my_center/user_info/route";
import { clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { comesFromOurOrigin } from "./request-token";
import { SESSION_COOKIE } from "./session-cookie";
import { createSession } from "./sessions";

const SITE = "http://localhost:3000";

async function operate(headers: Record<string, string>) {
  const request = new Request(`${SITE}/api/v2/my_center/operate_cart?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ store_id: await clinicId("london"), goods_code: "AFI", bookNumber: 1 }),
  });
  const response = await operateCart(request);
  return { status: response.status, code: ((await response.json()) as { code: number }).code };
}

describe("a state-changing API call carried by the session cookie alone (decision 077)", () => {
  it("is refused as an invalid token (1005) unless it comes from our origin", async () => {
    const { token } = await createSession((await createCustomer()).id, false, new Date());
    const cookie = `${SESSION_COOKIE}=${token}`;
    // A form or fetch from another site carries the cookie too: refused.
    expect(await operate({ cookie, origin: "https://evil.example" })).toEqual({ status: 200, code: 1005 });
    expect(await operate({ cookie, "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toEqual({
      status: 200,
      code: 1005,
    });
    expect(await operate({ cookie, "sec-fetch-site": "same-site" })).toEqual({ status: 200, code: 1005 });
    // Not a browser on our pages (no Origin, no Sec-Fetch-Site): refused.
    expect(await operate({ cookie })).toEqual({ status: 200, code: 1005 });
    // Our own islands: accepted.
    expect(await operate({ cookie, "sec-fetch-site": "same-origin", origin: SITE })).toEqual({
      status: 200,
      code: 2000,
    });
    expect(await operate({ cookie, origin: SITE })).toEqual({ status: 200, code: 2000 });
    // An app with the Authorization header is not a cross-site request: accepted from anywhere.
    expect(await operate({ authorization: `Bearer ${token}`, origin: "https://app.example" })).toEqual({
      status: 200,
      code: 2000,
    });
  });

  it("reading with the cookie (GET) needs no origin check", async () => {
    const { token } = await createSession((await createCustomer()).id, false, new Date());
    const request = new Request(`${SITE}/api/v2/my_center/user_info?lang=en`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    const response = await userInfo(request as never, { params: Promise.resolve({}) });
    expect(((await response.json()) as { code: number }).code).toBe(2000);
  });
});

describe("comesFromOurOrigin", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://10.0.0.4:3000/api/x", { method: "POST", headers });
  it("believes Sec-Fetch-Site over Origin, and the site's or the request's own origin", () => {
    expect(comesFromOurOrigin(request({ "sec-fetch-site": "same-origin" }), "https://aurumclinic.example")).toBe(true);
    expect(
      comesFromOurOrigin(
        request({ "sec-fetch-site": "none", origin: "https://aurumclinic.example" }),
        "https://aurumclinic.example",
      ),
    ).toBe(false);
    expect(comesFromOurOrigin(request({ origin: "https://aurumclinic.example" }), "https://aurumclinic.example")).toBe(
      true,
    );
    expect(comesFromOurOrigin(request({ origin: "http://10.0.0.4:3000" }), "https://aurumclinic.example")).toBe(true);
    expect(comesFromOurOrigin(request({ origin: "null" }), "https://aurumclinic.example")).toBe(false);
    expect(
      comesFromOurOrigin(request({ origin: "https://aurumclinic.example.evil.org" }), "https://aurumclinic.example"),
    ).toBe(false);
  });
});
