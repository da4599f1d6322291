import type { ReactNode } from "react";

/**
 * A list, or what to say while it is empty: `empty` when there are no `items`, else a `<ul>` of what `children`
 * renders for each item (its `<li>`, with its key).
 */
export function ListOrEmpty<T>({
  items,
  empty,
  className,
  testId,
  children,
}: {
  items: readonly T[];
  empty: ReactNode;
  className?: string;
  testId?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={className} data-testid={testId}>
      {items.map(children)}
    </ul>
  );
}
