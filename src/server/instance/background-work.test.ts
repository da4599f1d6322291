import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleBackgroundWork, stopBackgroundWork } from "./background-work";

afterEach(async () => {
  vi.useRealTimers();
  await stopBackgroundWork(100);
});

describe("scheduleBackgroundWork", () => {
  it("runs first after firstMs, then intervalMs after each run ends, never two runs at once", async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    let finishRun: () => void = () => {};
    scheduleBackgroundWork(
      "test-job",
      { firstMs: 500, intervalMs: 2_000 },
      () => {
        started.push(Date.now());
        return new Promise<void>((resolve) => (finishRun = resolve));
      },
      () => {},
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([start + 500]);
    // The run takes 10 s: no second run while it is under way.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toHaveLength(1);
    finishRun();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([start + 500, start + 12_500]);
    finishRun();
  });

  it("a draining instance stops the schedule, tells the run under way, and waits for it to end", async () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    let finishRun: () => void = () => {};
    const onStop = vi.fn();
    scheduleBackgroundWork(
      "test-drain",
      { firstMs: 0, intervalMs: 1_000 },
      (stopping) => {
        seen.push(stopping());
        return new Promise<void>((resolve) => {
          finishRun = () => {
            seen.push(stopping());
            resolve();
          };
        });
      },
      onStop,
    );
    await vi.advanceTimersByTimeAsync(0);
    const drained = stopBackgroundWork(60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onStop).toHaveBeenCalledOnce();
    finishRun();
    await expect(drained).resolves.toEqual({ stopped: ["test-drain"], unfinished: [] });
    // Told it was stopping, and no run after the stop.
    expect(seen).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(2);
  });

  it("names a job whose run outlasts the drain's limit", async () => {
    vi.useFakeTimers();
    scheduleBackgroundWork(
      "test-slow",
      { firstMs: 0, intervalMs: 1_000 },
      () => new Promise<void>(() => {}),
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    const drained = stopBackgroundWork(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(drained).resolves.toEqual({ stopped: [], unfinished: ["test-slow"] });
  });
});
