import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once this island runs in the browser: a control that
 * needs script is disabled until then, so an early click is not lost (decision 206 starts scripts after the first
 * paint).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
