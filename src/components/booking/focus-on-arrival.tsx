"use client";
import { useEffect } from "react";

const KEY = "aurum.focus-heading";

/**
 * Before a client-side page change the leaving step asks for the next page's heading to take the focus
 * (otherwise it is lost on <body> once the pressed button is gone). A fresh load leaves the focus alone.
 */
export function requestHeadingFocus(id: string) {
  try {
    window.sessionStorage.setItem(KEY, id);
  } catch {
    // Storage refused (private mode): the page change still works, only the focus is not moved.
  }
}

/** Focuses the element `id` (a heading with tabIndex=-1) when the previous page asked for it. */
export function FocusOnArrival({ id }: { id: string }) {
  useEffect(() => {
    let wanted: string | null = null;
    try {
      wanted = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (wanted === id) document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
