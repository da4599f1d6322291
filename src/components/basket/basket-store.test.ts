// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderHook, act } from "@testing-library/react";
import { replaceLines, updateChoice, useBasketLines, useBookingChoice } from "./basket-store";

/** The browser's basket store as the islands read it (useSyncExternalStore over localStorage). */
describe("basket store", () => {
  let told = 0;
  const tell = () => (told += 1);
  beforeEach(() => {
    window.localStorage.clear();
    told = 0;
    window.addEventListener("aurum:basket", tell);
  });
  afterEach(() => window.removeEventListener("aurum:basket", tell));

  const lines = [{ code: "AFI", optionCode: null, quantity: 1, title: "Anti-Fatigue IV Infusion" }];

  it("gives back the very lines it was given, so a page rendered from them keeps them as they are", () => {
    replaceLines(lines);
    const { result } = renderHook(() => useBasketLines());
    expect(result.current).toBe(lines);
    expect(told).toBe(1);
  });

  it("tells no one when what is written is what is already stored (an unchanged answer re-renders nothing)", () => {
    replaceLines(lines);
    const { result } = renderHook(() => useBasketLines());
    const first = result.current;
    act(() => replaceLines(lines.map((line) => ({ ...line }))));
    expect(told).toBe(1);
    expect(result.current).toBe(first);

    act(() => replaceLines([{ ...lines[0]!, quantity: 2 }]));
    expect(told).toBe(2);
    expect(result.current[0]!.quantity).toBe(2);
  });

  it("tells the islands of a changed choice, and not of the same choice written again", () => {
    const { result } = renderHook(() => useBookingChoice());
    act(() => updateChoice({ clinicId: 3 }));
    expect(result.current.clinicId).toBe(3);
    act(() => updateChoice({ clinicId: 3 }));
    expect(told).toBe(1);
    act(() => updateChoice({ day: "2030-03-12" }));
    expect(told).toBe(2);
    expect(result.current).toMatchObject({ clinicId: 3, day: "2030-03-12" });
  });
});
