// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { storeBookingChoice } from "../../../tests/support/stored-booking-choice";

/** A page's basket islands: the store and its sync, fresh modules over the same storage after vi.resetModules(). */
const aPage = async () => ({ ...(await import("./basket-store")), ...(await import("./basket-sync")) });

/** No request the page sends is ever answered: the page is left while they are on their way. */
const stubFetchNeverAnswering = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => undefined)),
  );

/** A page whose sync with the session has sent its first request, not answered yet. */
async function aPageSyncing() {
  const page = await aPage();
  void page.syncBasketWithSession("en");
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  return page;
}

/** The next page: fresh modules over the same storage, its sync with the session done. */
async function theNextPageSynced() {
  vi.resetModules();
  const next = await aPage();
  await next.syncBasketWithSession("en");
  return next;
}

/**
 * A signed-in customer's edit on its way to the server basket when they leave the page (they tapped "Add to basket"
 * and opened the basket at once): the browser cancels the request, and the next page reads the server basket. The
 * server is faked at the fetch boundary, with a basket of its own.
 */
describe("an edit left unanswered by a page", () => {
  const CLINIC = 3;
  let serverBasket: Map<
    string,
    { goods_code: string; option_code: string | null; goods_name: string; bookNumber: number }
  >;
  let calls: string[];
  const cartList = () => [...serverBasket.values()];
  const answering = () =>
    vi.fn(async (url: string, init: { body: string }) => {
      const path = url.split("?")[0]!;
      calls.push(path);
      const body = JSON.parse(init.body) as { goods_code?: string; option_code?: string; bookNumber?: number };
      if (path.endsWith("/operate_cart")) {
        if (body.bookNumber)
          serverBasket.set(body.goods_code!, {
            goods_code: body.goods_code!,
            option_code: body.option_code || null,
            goods_name: "Executive High Flyer Plus Programme",
            bookNumber: body.bookNumber,
          });
        else serverBasket.delete(body.goods_code!);
      }
      return new Response(JSON.stringify({ code: 2000, msg: "Success", data: { cart_list: cartList() } }));
    });

  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem("aurum.basket.owner.v1", "customer");
    window.localStorage.setItem("aurum.basket.clinic.v1", String(CLINIC));
    storeBookingChoice({ clinicId: CLINIC });
    document.cookie = "aurum_signed_in=1; path=/";
    serverBasket = new Map();
    calls = [];
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = "aurum_signed_in=; path=/; max-age=0";
  });

  /** The next page (a fresh module over the same storage, a server that never got the edit) sends it, then reads. */
  async function nextPageSendsTheEditFirst() {
    vi.stubGlobal("fetch", answering());
    const next = await theNextPageSynced();
    expect(calls).toEqual(["/api/v2/my_center/operate_cart", "/api/v2/my_center/check_cart_list"]);
    expect(cartList()).toMatchObject([{ goods_code: "NADEP", bookNumber: 1 }]);
    const { result } = renderHook(() => next.useBasketLines());
    expect(result.current).toMatchObject([{ code: "NADEP", quantity: 1 }]);
  }

  it("is sent again by the next page before it reads the server basket, so the line just added stays", async () => {
    // The first page: the edit's request never answers (the page is left while it is on its way).
    stubFetchNeverAnswering();
    const first = await aPage();
    first.addLine({ code: "NADEP", optionCode: null, title: "Executive High Flyer Plus Programme" });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    await nextPageSendsTheEditFirst();

    // Answered, it is not sent again by the page after.
    calls = [];
    await theNextPageSynced();
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list"]);
  });

  it("is kept when the page is left before its turn to be sent (the page's re-read of the server basket still on its way)", async () => {
    // The first page reads the server basket (the request never answers), and the line is added meanwhile.
    stubFetchNeverAnswering();
    const first = await aPageSyncing();
    first.addLine({ code: "NADEP", optionCode: null, title: "Executive High Flyer Plus Programme" });
    expect(fetch).toHaveBeenCalledTimes(1);

    await nextPageSendsTheEditFirst();
  });

  it("is kept when it is made while the basket moves to a clinic just chosen (the move's answer does not wipe it)", async () => {
    // The new clinic's basket is read first; the line is added while that answer is on its way.
    const server = answering();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: { body: string }) =>
        url.includes("check_cart_list") ? held.then(() => server(url, init)) : server(url, init),
      ),
    );
    const store = await aPage();
    store.updateChoice({ clinicId: CLINIC + 1 });
    const moving = store.syncBasketWithSession("en");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    store.addLine({ code: "NADEP", optionCode: null, title: "Executive High Flyer Plus Programme" });
    release();
    await moving;
    await vi.waitFor(() => expect(window.localStorage.getItem("aurum.basket.pending.v1")).toBeNull());
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list", "/api/v2/my_center/operate_cart"]);
    expect(cartList()).toMatchObject([{ goods_code: "NADEP", bookNumber: 1 }]);
    const { result } = renderHook(() => store.useBasketLines());
    expect(result.current).toMatchObject([{ code: "NADEP", quantity: 1 }]);
  });

  it("stays in the browser when made for a clinic chosen but not moved to yet (that clinic gets all the browser's lines then)", async () => {
    vi.stubGlobal("fetch", answering());
    const store = await aPage();
    store.updateChoice({ clinicId: CLINIC + 1 });
    store.addLine({ code: "NADEP", optionCode: null, title: "Executive High Flyer Plus Programme" });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem("aurum.basket.pending.v1")).toBeNull();
    await store.syncBasketWithSession("en");
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list", "/api/v2/my_center/operate_cart"]);
    expect(cartList()).toMatchObject([{ goods_code: "NADEP", bookNumber: 1 }]);
  });

  it("ignores a pending list it cannot read (an older shape, a hand edit) and reads the basket as usual", async () => {
    window.localStorage.setItem("aurum.basket.pending.v1", JSON.stringify([null, 7, { storeId: "3", code: 1 }, "x"]));
    vi.stubGlobal("fetch", answering());
    await (await aPage()).syncBasketWithSession("en");
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list"]);
    expect(window.localStorage.getItem("aurum.basket.pending.v1")).toBeNull();
  });

  it("is dropped when the customer has since chosen another clinic (that clinic gets the browser's lines)", async () => {
    stubFetchNeverAnswering();
    (await aPage()).addLine({
      code: "NADEP",
      optionCode: null,
      title: "Executive High Flyer Plus Programme",
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    vi.stubGlobal("fetch", answering());
    vi.resetModules();
    const next = await aPage();
    next.updateChoice({ clinicId: CLINIC + 1 });
    await next.syncBasketWithSession("en");
    // The new clinic's basket is read, then set to the browser's line; nothing goes to the old clinic.
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list", "/api/v2/my_center/operate_cart"]);
    expect(cartList()).toMatchObject([{ goods_code: "NADEP", bookNumber: 1 }]);
    calls = [];
    await theNextPageSynced();
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list"]);
  });
});

/**
 * The merge at sign-in answered, and a line the customer added while it was on its way is being carried to the server
 * basket when they leave the page (the carry's request is cancelled). The server adds merged quantities up, so the
 * next page must not merge the same lines again, and must not lose the late line either.
 */
describe("a page left while the merge at sign-in carries a late edit", () => {
  const CLINIC = 3;
  const title = "Anti-Fatigue IV Infusion";
  let serverBasket: Map<string, number>;
  let calls: string[];
  let merges: string[];
  let applied: Set<string>;
  const list = () =>
    [...serverBasket].map(([goods_code, bookNumber]) => ({
      goods_code,
      option_code: null,
      goods_name: title,
      bookNumber,
    }));
  const server = async (url: string, init: { body: string }) => {
    const path = url.split("?")[0]!;
    calls.push(path);
    const body = JSON.parse(init.body) as {
      goods_code?: string;
      bookNumber?: number;
      merge_id?: string;
      cart_data?: { code: string; quantity: number }[];
    };
    merges.push(body.merge_id ?? "");
    // As the server does: quantities add up, and one merge id is applied once.
    if (path.endsWith("/merge_cart") && !applied.has(body.merge_id ?? "")) {
      if (body.merge_id) applied.add(body.merge_id);
      for (const line of body.cart_data ?? [])
        serverBasket.set(line.code, Math.min(20, (serverBasket.get(line.code) ?? 0) + line.quantity));
    }
    if (path.endsWith("/operate_cart")) {
      if (body.bookNumber) serverBasket.set(body.goods_code!, body.bookNumber);
      else serverBasket.delete(body.goods_code!);
    }
    return new Response(JSON.stringify({ code: 2000, msg: "Success", data: { store_id: CLINIC, cart_list: list() } }));
  };

  beforeEach(() => {
    window.localStorage.clear();
    // A visitor's basket with one line, the clinic chosen, just signed in.
    window.localStorage.setItem(
      "aurum.basket.v1",
      JSON.stringify([{ code: "NADEP", optionCode: null, quantity: 1, title }]),
    );
    storeBookingChoice({ clinicId: CLINIC });
    document.cookie = "aurum_signed_in=1; path=/";
    serverBasket = new Map();
    calls = [];
    merges = [];
    applied = new Set();
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = "aurum_signed_in=; path=/; max-age=0";
  });

  it("sends a merge whose answer never came again, the same, so the server adds its lines once; a line added meanwhile is carried on top", async () => {
    // The first page: the server applies the merge, but its answer never reaches the page (the page is left).
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async (url: string, init: { body: string }) => (
          await server(url, init),
          new Promise<Response>(() => undefined)
        ),
      ),
    );
    const first = await aPage();
    void first.syncBasketWithSession("en");
    await vi.waitFor(() => expect(calls).toEqual(["/api/v2/my_center/merge_cart"]));
    first.addLine({ code: "AFI", optionCode: null, title });
    expect(Object.fromEntries(serverBasket)).toEqual({ NADEP: 1 });

    vi.stubGlobal("fetch", vi.fn(server));
    await theNextPageSynced();
    expect(calls).toEqual([
      "/api/v2/my_center/merge_cart",
      "/api/v2/my_center/merge_cart",
      "/api/v2/my_center/operate_cart",
    ]);
    expect(merges[1]).toBe(merges[0]);
    expect(merges[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Object.fromEntries(serverBasket)).toEqual({ NADEP: 1, AFI: 1 });
    expect(window.localStorage.getItem("aurum.basket.merge.v1")).toBeNull();
    // Answered, it is not sent again: the page after reads the basket.
    calls = [];
    await theNextPageSynced();
    expect(calls).toEqual(["/api/v2/my_center/check_cart_list"]);
  });

  it("makes a new merge id for each merge, and forgets an unanswered merge at sign-out", async () => {
    stubFetchNeverAnswering();
    const first = await aPage();
    void first.syncBasketWithSession("en");
    await vi.waitFor(() => expect(window.localStorage.getItem("aurum.basket.merge.v1")).not.toBeNull());
    const sent = JSON.parse(window.localStorage.getItem("aurum.basket.merge.v1")!) as { id: string };
    document.cookie = "aurum_signed_in=; path=/; max-age=0";
    await theNextPageSynced();
    expect(window.localStorage.getItem("aurum.basket.merge.v1")).toBeNull();
    // Signed in again: a merge of its own.
    document.cookie = "aurum_signed_in=1; path=/";
    vi.stubGlobal("fetch", vi.fn(server));
    await theNextPageSynced();
    expect(merges).toHaveLength(1);
    expect(merges[0]).not.toBe(sent.id);
  });

  it("is neither merged twice nor without the late line on the next page", async () => {
    let answerMerge = () => {};
    const mergeHeld = new Promise<void>((resolve) => (answerMerge = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: { body: string }) => {
        if (url.includes("merge_cart")) return mergeHeld.then(() => server(url, init));
        // The carry's request: the page is left before it reaches the server.
        return new Promise(() => undefined);
      }),
    );
    const first = await aPageSyncing();
    first.addLine({ code: "AFI", optionCode: null, title });
    answerMerge();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(calls).toEqual(["/api/v2/my_center/merge_cart"]);

    // The next page: a fresh module over the same storage.
    vi.stubGlobal("fetch", vi.fn(server));
    const next = await theNextPageSynced();
    expect(calls).toEqual([
      "/api/v2/my_center/merge_cart",
      "/api/v2/my_center/operate_cart",
      "/api/v2/my_center/check_cart_list",
    ]);
    expect(Object.fromEntries(serverBasket)).toEqual({ NADEP: 1, AFI: 1 });
    const { result } = renderHook(() => next.useBasketLines());
    expect(result.current.map((line) => [line.code, line.quantity])).toEqual([
      ["NADEP", 1],
      ["AFI", 1],
    ]);
  });

  it("carries an edit made after the merge answered once, with the carry, not beside it", async () => {
    let answerCarry = () => {};
    const carryHeld = new Promise<void>((resolve) => (answerCarry = resolve));
    let answerMerge = () => {};
    const mergeHeld = new Promise<void>((resolve) => (answerMerge = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: { body: string }) =>
        (url.includes("merge_cart") ? mergeHeld : carryHeld).then(() => server(url, init)),
      ),
    );
    const store = await aPage();
    const merged = store.syncBasketWithSession("en");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    store.addLine({ code: "AFI", optionCode: null, title });
    answerMerge();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // The customer adds another while the first late line is being carried.
    store.addLine({ code: "AFI", optionCode: null, title });
    expect(fetch).toHaveBeenCalledTimes(2);
    answerCarry();
    await merged;
    expect(calls).toEqual([
      "/api/v2/my_center/merge_cart",
      "/api/v2/my_center/operate_cart",
      "/api/v2/my_center/operate_cart",
    ]);
    expect(Object.fromEntries(serverBasket)).toEqual({ NADEP: 1, AFI: 2 });
    expect(window.localStorage.getItem("aurum.basket.pending.v1")).toBeNull();
    const { result } = renderHook(() => store.useBasketLines());
    expect(result.current.map((line) => [line.code, line.quantity])).toEqual([
      ["NADEP", 1],
      ["AFI", 2],
    ]);
  });
});
