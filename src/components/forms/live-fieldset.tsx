"use client";
import type { ComponentProps } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * The controls of an island that need its script (a form whose fields React controls, buttons with handlers), disabled
 * until the island is hydrated. Before then a click does nothing and React would reset what was typed into a
 * controlled field to its state (decision 206: scripts start after the first paint, so that moment is a little later
 * on a slow phone). Links and forms that post without script are not wrapped. A fieldset, so one attribute disables
 * every control inside; it has no legend and is no group to assistive technology (role none), only a wrapper.
 */
export function LiveFieldset({ className = "", disabled, ...props }: ComponentProps<"fieldset">) {
  const hydrated = useHydrated();
  return <fieldset role="none" {...props} disabled={!hydrated || disabled} className={`min-w-0 ${className}`} />;
}
