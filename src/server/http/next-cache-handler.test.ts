import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import NextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { describe, expect, it } from "vitest";
import { answerRequest, onRevalidation, pageGeneration, type Revalidation } from "./cache-clock.mjs";
import PageStore, { applyRevalidation } from "./next-cache-handler.mjs";

/**
 * Next's page store as Next itself drives it: a page regenerated for a request is `set`, a manager's change
 * revalidates its path (`revalidateTag` with the path's implicit tag), and the next visitor's request `get`s it.
 * No clock is read but the store's own: the request's start is injected, one second before the revalidation.
 */
type Store = InstanceType<typeof NextFileSystemCache>;
const context = {
  fs: nodeFs,
  serverDistDir: mkdtempSync(path.join(tmpdir(), "aurum-page-store-")),
  flushToDisk: false,
  maxMemoryCacheSize: 8 * 1024 * 1024,
  revalidatedTags: [],
  _requestHeaders: {},
};
let pages = 0;

/** A regenerated page carrying its path's tags, as Next stores an app page. */
function page(price: string) {
  const tag = `_N_T_/test/page-${++pages}`;
  const value = {
    kind: "APP_PAGE",
    html: `<p data-testid="item-price">${price}</p>`,
    rscData: Buffer.from(price),
    headers: { "x-next-cache-tags": `_N_T_/test/layout,${tag}` },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
  return { key: `/test/page-${pages}`, tag, value };
}

const setContext = {
  cacheControl: { revalidate: 3600, expire: 31536000 },
  isRoutePPREnabled: false,
  isFallback: false,
};
const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
type SetArgs = Parameters<Store["set"]>;
type GetArgs = Parameters<Store["get"]>;

async function render(store: Store, rendered: ReturnType<typeof page>) {
  await store.set(rendered.key, rendered.value as unknown as SetArgs[1], setContext as unknown as SetArgs[2]);
}

async function visit(store: Store, rendered: ReturnType<typeof page>): Promise<string | null> {
  const found = await store.get(rendered.key, getContext as unknown as GetArgs[1]);
  return found?.value && "html" in found.value ? String(found.value.html) : null;
}

/**
 * Next dates a revalidation by Date.now() but judges it by its own clock, `performance.timeOrigin + performance.now()`
 * (tags-manifest.external.js): a revalidation counts once that clock has reached it. The two differ by a few
 * milliseconds in a process (either way, set when the process or worker started), so a visit in the same
 * milliseconds as the revalidation could still find the page: the visit waits until Next's clock has passed it, as
 * every later visitor's does.
 */
async function untilNextsClockReaches(instant: number) {
  while (performance.timeOrigin + performance.now() <= instant) await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * The race: a request started, its render read $455, a manager set $399 back and Next revalidated the path, then
 * the render ended and was stored. What the next visitor gets from the store.
 */
async function renderAcrossRevalidation(store: Store): Promise<string | null> {
  const rendered = page("$455");
  const startedAt = Date.now() - 1000;
  await store.revalidateTag([rendered.tag]);
  await answerRequest(() => render(store, rendered), startedAt);
  await untilNextsClockReaches(Date.now());
  return visit(store, rendered);
}

describe("Next's page store (decision 198)", () => {
  it("does not keep as fresh a page whose request started before its path was revalidated", async () => {
    expect(await renderAcrossRevalidation(new PageStore(context))).toBeNull();
  });

  it("keeps a page whose request started after the revalidation", async () => {
    const store = new PageStore(context);
    const rendered = page("$399");
    await store.revalidateTag([rendered.tag]);
    await answerRequest(() => render(store, rendered), Date.now() + 1);
    expect(await visit(store, rendered)).toContain("$399");
  });

  it("keeps Next's date outside a request (the build's prerendering)", async () => {
    const store = new PageStore(context);
    const rendered = page("$399");
    await store.revalidateTag([rendered.tag]);
    await render(store, rendered);
    expect(await visit(store, rendered)).toContain("$399");
  });

  it("is needed: Next's own store keeps the page rendered across the revalidation as fresh", async () => {
    expect(await renderAcrossRevalidation(new NextFileSystemCache(context))).toContain("$455");
  });

  it("starts a new generation of the page cache in front of Next when a revalidation applies", async () => {
    const store = new PageStore(context);
    const before = pageGeneration();
    await store.revalidateTag(["_N_T_/test/layout"]);
    expect(pageGeneration()).toBe(before + 1);
  });

  it("announces each revalidation it applies, with its tags, for the other instances (decision 250)", async () => {
    const heard: Revalidation[] = [];
    const stop = onRevalidation((revalidation) => heard.push(revalidation));
    try {
      await new PageStore(context).revalidateTag("_N_T_/test/announced");
      await new PageStore(context).revalidateTag(["_N_T_/a", "_N_T_/b"], { expire: 0 });
    } finally {
      stop();
    }
    expect(heard).toEqual([
      { tags: ["_N_T_/test/announced"], durations: undefined },
      { tags: ["_N_T_/a", "_N_T_/b"], durations: { expire: 0 } },
    ]);
  });

  it("forgets a stored page when another instance's revalidation of its tag arrives, without announcing it again", async () => {
    const store = new PageStore(context);
    const rendered = page("$455");
    await render(store, rendered);
    expect(await visit(store, rendered)).toContain("$455");
    // Another millisecond: the store compares the revalidation's time with the page's date.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const heard: Revalidation[] = [];
    const stop = onRevalidation((revalidation) => heard.push(revalidation));
    const before = pageGeneration();
    try {
      await applyRevalidation([rendered.tag]);
    } finally {
      stop();
    }
    await untilNextsClockReaches(Date.now());
    expect(await visit(store, rendered)).toBeNull();
    expect(pageGeneration()).toBe(before + 1);
    expect(heard).toEqual([]);
  });
});
