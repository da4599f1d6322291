import type { ReactNode } from "react";

/**
 * A page's section named by its own heading: `<section aria-labelledby>` with the `<h2>` it points at, then the
 * section's content. One place for the back office's and the account's sections.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-xl",
  testId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
