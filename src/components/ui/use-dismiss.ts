"use client";

import { useEffect, type RefObject } from "react";

/**
 * Close an open disclosure (menu panel, basket preview, language list) the way people expect:
 * a press outside it, Escape (focus returns to its button), or focus moving elsewhere.
 */
export function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && container.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      container.current?.querySelector<HTMLElement>("[aria-expanded='true'], summary")?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, close, container]);
}
