import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCountryInfoGet, POST as getCountryInfo } from "@/app/api/getCountryInfo/route";
import { GET as getIpCountryGet, POST as getIpCountry } from "@/app/api/get_ip_country/route";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_STAMP_ENV } from "@/server/http/forwarded-address";
import { stampClientAddress } from "@/server/http/client-address";
import { countryOfAddress, visitorCountry } from "./ip-country";

type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

// Public addresses of the countries the tests need, as the geoip-country data shipped with the package places them.
const LONDON = "81.2.69.160";
const CAPE_TOWN = "41.0.0.1";
const BERLIN = "85.214.0.1";
const RIYADH = "37.224.0.1";
const RIYADH_V6 = "2001:16a0::1";

const previousStamp = process.env[CLIENT_ADDRESS_STAMP_ENV];
beforeAll(() => {
  // What our server (scripts/serve.ts) does at start-up: only a header with this stamp names the client.
  process.env[CLIENT_ADDRESS_STAMP_ENV] = "stamp-of-the-visitor-country-test";
});
afterAll(() => {
  if (previousStamp === undefined) delete process.env[CLIENT_ADDRESS_STAMP_ENV];
  else process.env[CLIENT_ADDRESS_STAMP_ENV] = previousStamp;
});

async function call(
  route: (request: NextRequest) => Promise<Response>,
  options: {
    address?: string;
    headers?: Record<string, string>;
    body?: Record<string, string>;
    method?: "GET" | "POST";
    lang?: string;
  } = {},
): Promise<Answer> {
  const { address, headers = {}, body, method = "POST", lang = "en" } = options;
  const query = new URLSearchParams({ lang, ...(method === "GET" ? body : {}) });
  const request = new NextRequest(`http://localhost/api/x?${query}`, {
    method,
    body: method === "POST" ? new URLSearchParams(body ?? {}) : undefined,
    headers: {
      ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(address ? { [CLIENT_ADDRESS_HEADER]: stampClientAddress(address) } : {}),
      ...headers,
    },
  });
  const response = await route(request);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

describe("/api/get_ip_country", () => {
  it("answers the original API's envelope with the visitor's country and its area, without a redirect", async () => {
    expect(await call(getIpCountry, { address: LONDON })).toEqual({
      code: 2000,
      msg: "success",
      data: { country: "gb", area: "uk", redirect: false, redirectUrl: "" },
    });
    expect((await call(getIpCountryGet, { address: CAPE_TOWN, method: "GET" })).data).toEqual({
      country: "za",
      area: "za",
      redirect: false,
      redirectUrl: "",
    });
    expect((await call(getIpCountry, { address: BERLIN })).data).toEqual({
      country: "de",
      area: null,
      redirect: false,
      redirectUrl: "",
    });
  });

  it("tells a visitor from a country with a redirect rule where to go (docs/product/entities.md), on IPv4 and IPv6", async () => {
    for (const address of [RIYADH, RIYADH_V6, `::ffff:${RIYADH}`]) {
      expect((await call(getIpCountry, { address })).data).toEqual({
        country: "sa",
        area: null,
        redirect: true,
        redirectUrl: "https://sa.aurumclinic.com/",
      });
    }
  });

  it("never takes the country from a header a client can set", async () => {
    const spoofed = {
      "x-forwarded-for": RIYADH,
      "x-real-ip": RIYADH,
      [CLIENT_ADDRESS_HEADER]: RIYADH,
      "country-code": "sa",
    };
    expect((await call(getIpCountry, { headers: spoofed })).data).toEqual({
      country: null,
      area: null,
      redirect: false,
      redirectUrl: "",
    });
    // Our stamped address wins over whatever X-Forwarded-For says.
    expect((await call(getIpCountry, { address: LONDON, headers: { "x-forwarded-for": RIYADH } })).data).toMatchObject({
      country: "gb",
      redirect: false,
    });
  });

  it("answers no country for local and private addresses and for an address it cannot place", async () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "192.168.0.10",
      "172.20.0.1",
      "fd00::1",
      "fe80::1",
      "100.64.0.1",
      "unknown",
      "not an address",
      "999.1.1.1",
      "203.0.113.7",
    ]) {
      expect((await call(getIpCountry, { address })).data, address).toEqual({
        country: null,
        area: null,
        redirect: false,
        redirectUrl: "",
      });
    }
  });

  it("takes the redirect rule from the table it is given", async () => {
    expect(await visitorCountry(LONDON, { GB: "https://example.com/uk" })).toEqual({
      country: "gb",
      area: "uk",
      redirect: true,
      redirectUrl: "https://example.com/uk",
    });
    expect(await visitorCountry(RIYADH, {})).toEqual({ country: "sa", area: null, redirect: false, redirectUrl: "" });
  });

  it("answers many lookups at once with one loaded database", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => countryOfAddress(i % 2 ? LONDON : CAPE_TOWN)),
    );
    expect(new Set(answers)).toEqual(new Set(["GB", "ZA"]));
  });
});

describe("/api/getCountryInfo", () => {
  it("describes the country sent, named in the caller's language", async () => {
    expect(await call(getCountryInfo, { body: { country: "gb" } })).toEqual({
      code: 2000,
      msg: "success",
      data: { country_code: "gb", name: "United Kingdom", calling_code: "+44", area: "uk", source: "field" },
    });
    expect((await call(getCountryInfoGet, { method: "GET", body: { country: "DE" }, lang: "de" })).data).toEqual({
      country_code: "de",
      name: "Deutschland",
      calling_code: "+49",
      area: null,
      source: "field",
    });
    expect((await call(getCountryInfo, { body: { country: "za" }, lang: "ar" })).data).toMatchObject({
      name: "جنوب أفريقيا",
      area: "za",
    });
  });

  it("falls back to the country-code header (docs/product/api.md), then to the caller's address", async () => {
    expect((await call(getCountryInfo, { headers: { "country-code": "de" }, address: LONDON })).data).toMatchObject({
      country_code: "de",
      source: "header",
    });
    expect((await call(getCountryInfo, { address: CAPE_TOWN })).data).toMatchObject({
      country_code: "za",
      calling_code: "+27",
      source: "address",
    });
    expect(
      (await call(getCountryInfo, { address: "127.0.0.1", headers: { "country-code": "not a country" } })).data,
    ).toEqual({ country_code: null, name: null, calling_code: null, area: null, source: "none" });
  });

  it("refuses a country that is not two letters with a field message in the caller's language", async () => {
    expect(await call(getCountryInfo, { body: { country: "GBR" } })).toEqual({
      code: 4220,
      msg: expect.any(String),
      data: { fields: { country: "Please send a two-letter country code, such as GB." } },
    });
    expect((await call(getCountryInfo, { body: { country: "\u0000x" }, lang: "de" })).data).toEqual({
      fields: { country: "Bitte senden Sie einen zweistelligen Ländercode, zum Beispiel GB." },
    });
  });
});
