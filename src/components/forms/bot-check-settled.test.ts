// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { botCheckSettled } from "./bot-check-field";

/** A form with a stand-in for the ALTCHA widget: its state, and the event it sends when the state changes. */
function formWithWidget(state: string) {
  const form = document.createElement("form");
  const widget = Object.assign(document.createElement("altcha-widget"), { getState: () => state });
  form.append(widget);
  return {
    form,
    become(next: string) {
      state = next;
      widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: next } }));
    },
  };
}

afterEach(() => vi.useRealTimers());

describe("botCheckSettled", () => {
  it("answers at once for a form without a check, or a check that is not working", async () => {
    await expect(botCheckSettled(null)).resolves.toBeUndefined();
    await expect(botCheckSettled(document.createElement("form"))).resolves.toBeUndefined();
    await expect(botCheckSettled(formWithWidget("verified").form)).resolves.toBeUndefined();
  });

  it("waits while the proof is being worked out, and answers when it is solved", async () => {
    const { form, become } = formWithWidget("verifying");
    let settled = false;
    const waiting = botCheckSettled(form).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    become("verifying");
    await Promise.resolve();
    expect(settled).toBe(false);
    become("verified");
    await waiting;
    expect(settled).toBe(true);
  });

  it("stops waiting after its time, so a stuck check never holds the form", async () => {
    vi.useFakeTimers();
    const waiting = botCheckSettled(formWithWidget("verifying").form, 1_000);
    vi.advanceTimersByTime(1_000);
    await expect(waiting).resolves.toBeUndefined();
  });
});
