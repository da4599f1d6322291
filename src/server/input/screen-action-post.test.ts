import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ACTION_BODY_LIMIT_BYTES,
  judgeActionPost,
  NEXT_ACTION_BODY_LIMIT,
  PHOTO_ACTION_BODY_LIMIT_BYTES,
  refuseActionPost,
  UPLOAD_ACTION_BODY_LIMIT_BYTES,
} from "./screen-action-post";

function post(form: FormData, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/uk/de/login", { method: "POST", body: form, headers });
}

function noJsForm(state: string, meta = '{"id":"7f00aa","bound":"$@1"}'): FormData {
  const form = new FormData();
  form.set("$ACTION_REF_1", "");
  form.set("$ACTION_1:0", meta);
  form.set("$ACTION_1:1", state);
  form.set("$ACTION_KEY", "k123");
  form.set("email", "a@example.com");
  return form;
}

describe("server action posts Next cannot decode are refused before it tries", () => {
  it("lets a well-formed form and every GET through", async () => {
    expect(await judgeActionPost(post(noJsForm('[{"status":"idle"}]')))).toBeNull();
    expect(await judgeActionPost(new Request("http://localhost/uk/de/login"))).toBeNull();
    const fetchForm = new FormData();
    fetchForm.set("0", '[{"status":"idle"},"$K1"]');
    fetchForm.set("_1_email", "a@example.com");
    expect(await judgeActionPost(post(fetchForm, { "next-action": "7f00aa" }))).toBeNull();
    // What React 19.2's encodeReply sends for useActionState's (state, formData), captured from a browser.
    const real = new FormData();
    for (const [k, v] of [
      ["_1_$ACTION_REF_1", ""],
      ["_1_$ACTION_1:0", '{"id":"x","bound":"$@1"}'],
      ["_1_$ACTION_1:1", "[]"],
      ["_1_$ACTION_KEY", "k1"],
      ["_1_area", "uk"],
      ["_1_title", ""],
      ["0", '[{"status":"idle"},"$K1"]'],
    ])
      real.append(k!, v!);
    expect(await judgeActionPost(post(real, { "next-action": "7f00aa" }))).toBeNull();
  });

  it("refuses a body over the action limit with 413, declared or not", async () => {
    const form = new FormData();
    form.set("message", "x".repeat(ACTION_BODY_LIMIT_BYTES + 10));
    expect(await judgeActionPost(post(form, { "next-action": "7f00aa" }))).toEqual({
      status: 413,
      key: "payloadTooLarge",
    });
    expect(await judgeActionPost(post(form))).toEqual({ status: 413, key: "payloadTooLarge" });
  });

  it("lets a 5 MB CV through on the application pages only, and refuses a 6 MB one there with the upload message", async () => {
    const withFile = (megabytes: number) => {
      const form = noJsForm('[{"status":"idle"}]');
      form.set("coverNote", "Eight years as an IV nurse.");
      form.set("cv", new File([new Uint8Array(megabytes * 1024 * 1024)], "cv.pdf", { type: "application/pdf" }));
      return form;
    };
    const at = (path: string, form: FormData) => new Request(`http://localhost${path}`, { method: "POST", body: form });
    expect(
      await judgeActionPost(at("/uk/en/join-us/careers/registered-nurse-iv-therapy/apply", withFile(5))),
    ).toBeNull();
    expect(await judgeActionPost(at("/za/ar/join-us/careers/apply", withFile(5)))).toBeNull();
    expect(await judgeActionPost(at("/uk/en/join-us/careers/registered-nurse-iv-therapy/apply", withFile(6)))).toEqual({
      status: 413,
      key: "uploadTooLarge",
    });
    // Everywhere else the limit stays 1 MB, the careers and job pages included (they hold no form).
    expect(await judgeActionPost(at("/uk/en/join-us/careers", withFile(2)))).toEqual({
      status: 413,
      key: "payloadTooLarge",
    });
    expect(await judgeActionPost(at("/uk/en/join-us/careers/registered-nurse-iv-therapy", withFile(2)))).toEqual({
      status: 413,
      key: "payloadTooLarge",
    });
    expect(await judgeActionPost(at("/uk/en/contact", withFile(5)))).toEqual({ status: 413, key: "payloadTooLarge" });
    expect(await judgeActionPost(at("/uk/en/join-us/careers-fake", withFile(2)))).toEqual({
      status: 413,
      key: "payloadTooLarge",
    });
    const refusal = await refuseActionPost({ status: 413, key: "uploadTooLarge" }, "/uk/ar/join-us/careers/apply");
    expect(refusal.status).toBe(413);
    expect(await refusal.text()).toContain("5 ميغابايت");
  });

  it("lets a 10 MB photo through on the back office's photo pages only, and refuses an 11 MB one there with the photo message", async () => {
    const withPhoto = (bytes: number) => {
      const form = noJsForm('[{"status":"idle"}]');
      form.set("alt-en", "Treatment room");
      form.set("photo", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
      return form;
    };
    const at = (path: string, form: FormData) => new Request(`http://localhost${path}`, { method: "POST", body: form });
    expect(await judgeActionPost(at("/uk/en/staff/photos/treatment/INF-001", withPhoto(10 * 1024 * 1024)))).toBeNull();
    expect(await judgeActionPost(at("/uk/en/staff/photos/clinic/london", withPhoto(11 * 1024 * 1024)))).toEqual({
      status: 413,
      key: "photoTooLarge",
    });
    // The photo list, and every other staff page, keep 1 MB.
    expect(await judgeActionPost(at("/uk/en/staff/photos", withPhoto(2 * 1024 * 1024)))).toEqual({
      status: 413,
      key: "payloadTooLarge",
    });
    expect(await judgeActionPost(at("/uk/en/staff/catalogue/INF-001", withPhoto(2 * 1024 * 1024)))).toEqual({
      status: 413,
      key: "payloadTooLarge",
    });
    const refusal = await refuseActionPost({ status: 413, key: "photoTooLarge" }, "/uk/en/staff/photos/clinic/london");
    expect(await refusal.text()).toContain("10 MB");
  });

  it("keeps Next's own limit at the largest screened one, so Next never sees a body it would answer with a 500", () => {
    const config = readFileSync("next.config.ts", "utf8");
    expect(config).toContain(`bodySizeLimit: "${NEXT_ACTION_BODY_LIMIT}"`);
    // The proxy must buffer the whole body to judge it (Next buffers 10 MB by default and cuts the rest).
    expect(config).toContain(`proxyClientMaxBodySize: "${NEXT_ACTION_BODY_LIMIT}"`);
    expect(Number.parseInt(NEXT_ACTION_BODY_LIMIT) * 1024 * 1024).toBeGreaterThanOrEqual(
      UPLOAD_ACTION_BODY_LIMIT_BYTES,
    );
    expect(Number.parseInt(NEXT_ACTION_BODY_LIMIT) * 1024 * 1024).toBeGreaterThanOrEqual(PHOTO_ACTION_BODY_LIMIT_BYTES);
  });

  it("refuses a malformed action state or action metadata with 400", async () => {
    expect(await judgeActionPost(post(noJsForm("{not json")))).toEqual({ status: 400, key: "formUnreadable" });
    expect(await judgeActionPost(post(noJsForm("[]", '{"id":5,"bound":"$@1"}')))).toEqual({
      status: 400,
      key: "formUnreadable",
    });
    expect(await judgeActionPost(post(noJsForm("[]", '"just text"')))).toEqual({ status: 400, key: "formUnreadable" });
    const fetchForm = new FormData();
    fetchForm.set("0", "[{");
    expect(await judgeActionPost(post(fetchForm, { "next-action": "7f00aa" }))).toEqual({
      status: 400,
      key: "formUnreadable",
    });
    // Valid JSON, but arguments React cannot apply or references it cannot resolve: Next answered these 500.
    for (const zero of ['"$@99"', '{"id":5}', '["$Q1"]', '[{"status":"$F1"}]', '["$K9"]', '["$1"]']) {
      const bad = new FormData();
      bad.set("0", zero);
      bad.set("1_email", "a@example.com");
      expect(await judgeActionPost(post(bad, { "next-action": "7f00aa" })), zero).toEqual({
        status: 400,
        key: "formUnreadable",
      });
    }
    expect(await judgeActionPost(post(noJsForm('["$Q1"]')))).toEqual({ status: 400, key: "formUnreadable" });
    expect(await judgeActionPost(post(noJsForm('{"status":"idle"}')))).toEqual({ status: 400, key: "formUnreadable" });
    expect(await judgeActionPost(post(noJsForm("[]", '{"id":"7f00aa","bound":"$@5"}')))).toEqual({
      status: 400,
      key: "formUnreadable",
    });
    const text = new Request("http://localhost/uk/de/login", {
      method: "POST",
      body: "not json",
      headers: { "next-action": "7f00aa", "content-type": "text/plain" },
    });
    expect(await judgeActionPost(text)).toEqual({ status: 400, key: "formUnreadable" });
  });

  it("answers in the page's language", async () => {
    const response = await refuseActionPost({ status: 413, key: "payloadTooLarge" }, "/uk/de/login");
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain("zu groß");
    const arabic = await refuseActionPost({ status: 400, key: "formUnreadable" }, "/za/ar/register");
    expect(await arabic.text()).toContain('dir="rtl"');
  });
});

describe("server action posts from another site are refused with 403 before Next runs them", () => {
  const from = (headers: Record<string, string>) =>
    judgeActionPost(post(noJsForm('[{"status":"idle"}]'), { host: "localhost:4200", ...headers }));
  const fetchFrom = (headers: Record<string, string>) => {
    const form = new FormData();
    form.set("0", '[{"status":"idle"},"$K1"]');
    form.set("_1_email", "a@example.com");
    return judgeActionPost(post(form, { host: "localhost:4200", "next-action": "7f00aa", ...headers }));
  };
  const refused = { status: 403, key: "crossSiteAction" };

  it("refuses another origin, null, a subdomain, an unparsable origin, and a cross-site post without Origin", async () => {
    for (const origin of [
      "http://evil.example",
      "null",
      "http://shop.localhost:4200",
      "http://localhost:4201",
      "garbage",
      "http://localhost:4200/path",
      "ftp://localhost:4200",
    ]) {
      expect(await from({ origin })).toEqual(refused);
      expect(await fetchFrom({ origin })).toEqual(refused);
    }
    expect(await from({ "sec-fetch-site": "cross-site" })).toEqual(refused);
    expect(await fetchFrom({ "sec-fetch-site": "same-site" })).toEqual(refused);
    // A forwarded host Next would compare with instead of Host.
    expect(await from({ origin: "http://localhost:4200", "x-forwarded-host": "evil.example" })).toEqual(refused);
  });

  it("lets our own pages' posts through, and a script's post that names no site", async () => {
    expect(await from({ origin: "http://localhost:4200", "sec-fetch-site": "same-origin" })).toBeNull();
    expect(await fetchFrom({ origin: "http://localhost:4200" })).toBeNull();
    expect(await from({ "sec-fetch-site": "same-origin" })).toBeNull();
    expect(await from({})).toBeNull();
    expect(await from({ origin: "https://aurum.example", "x-forwarded-host": "aurum.example" })).toBeNull();
  });

  it("answers the refusal with the localized page, 403", async () => {
    const answer = await refuseActionPost(refused as never, "/ae/ar/account/profile");
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("موقع آخر");
  });
});
