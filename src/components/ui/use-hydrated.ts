import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once this island runs in the browser: a control that
 * needs script is disabled until then, so an early click is not lost (decision 206 starts scripts after the first
 * paint).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Like useHydrated, for an island that draws much more once it runs in the browser than the server could (the
 * checkout, drawn from the browser's basket): after hydration the switch is a transition, which React renders in
 * slices that give the browser its turn in between, instead of one long task on a phone's processor (issue 14, total
 * blocking time). Mounted by a client-side navigation, it is true at once, as useHydrated.
 */
export function useHydratedInSlices(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
