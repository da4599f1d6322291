import type { ReactNode } from "react";

/**
 * A page's section named by its own heading: `<section aria-labelledby>` with the heading (`<h2>`, or `<h3>`) it points at, then the
 * section's content. One place for the back office's and the account's sections.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-xl",
  level = 2,
  testId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  /** The heading's level: 3 for a section inside another (a customer's account forms). */
  level?: 2 | 3;
  testId?: string;
  children?: ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
