// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useHydrated, useHydratedInSlices } from "./use-hydrated";

let seen: string[] = [];
function Probe() {
  const now = useHydrated();
  const sliced = useHydratedInSlices();
  seen.push(`${now}/${sliced}`);
  return <p>{`${now}/${sliced}`}</p>;
}

describe("useHydrated and useHydratedInSlices", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    seen = [];
    document.body.innerHTML = "";
  });

  it("are false in the server's HTML and true once hydrated, the sliced one a render later", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Probe />);
    expect(host.textContent).toBe("false/false");
    document.body.append(host);
    seen = [];
    await act(async () => {
      root = hydrateRoot(host, <Probe />);
    });
    expect(host.textContent).toBe("true/true");
    // Hydrated as the server drew it, then live; the sliced one turns after the live render, in a transition.
    expect(seen[0]).toBe("false/false");
    expect(seen).toContain("true/false");
    expect(seen.at(-1)).toBe("true/true");
  });

  it("are both true from the first render of an island mounted in the browser (a client-side navigation)", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    await act(async () => {
      root = createRoot(host);
      root.render(<Probe />);
    });
    expect(seen).toEqual(["true/true"]);
  });
});
