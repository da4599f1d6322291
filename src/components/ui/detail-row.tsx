import type { ReactNode } from "react";

/**
 * One row of a definition list (`<dl>`): the term in the muted colour and its value, in the `<div>` that a grid of
 * rows lays out. The value's own classes, test id and direction (an e-mail left-to-right) are the row's to give.
 */
export function DetailRow({
  term,
  className,
  valueClassName,
  valueTestId,
  dir,
  testId,
  children,
}: {
  term: ReactNode;
  className?: string;
  valueClassName?: string;
  valueTestId?: string;
  dir?: "ltr";
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId}>
      <dt className="text-stone">{term}</dt>
      <dd className={valueClassName} data-testid={valueTestId} dir={dir}>
        {children}
      </dd>
    </div>
  );
}
