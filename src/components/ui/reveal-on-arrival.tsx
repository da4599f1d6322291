"use client";
import { useEffect } from "react";

/** What the person does that means they are choosing where to look themselves. */
const OWN_MOVES = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Brings the element `id` to the top of the window and gives it the focus when it appears: the success page's
 * "Booking Successful", My Programs' "Apply Successful" and proposed times (issue 40, row 4). Without it the page
 * kept the scroll position of what came before and opened at "Before your visit" or in the footer. The element
 * has tabIndex={-1} and a scroll margin below the sticky header. While the page settles (a refresh rendering the
 * account again) it is brought back into view, until the person scrolls, taps or types.
 */
export function RevealOnArrival({ id }: { id: string }) {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const reveal = () => element.scrollIntoView({ block: "start" });
    reveal();
    element.focus({ preventScroll: true });
    const observer = new ResizeObserver(reveal);
    const stop = () => {
      observer.disconnect();
      for (const move of OWN_MOVES) window.removeEventListener(move, stop);
    };
    observer.observe(document.body);
    for (const move of OWN_MOVES) window.addEventListener(move, stop, { passive: true });
    const settled = window.setTimeout(stop, 2_000);
    return () => {
      window.clearTimeout(settled);
      stop();
    };
  }, [id]);
  return null;
}
