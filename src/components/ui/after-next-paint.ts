/**
 * Runs `work` once the browser has painted what the current task changed: a frame's callback runs before that paint,
 * the task it queues after it. For work that reads layout or moves focus after a tap (each forces the browser to lay
 * the page out before it can show the tap's answer; issue 44, interactions). Returns a cancel function.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
