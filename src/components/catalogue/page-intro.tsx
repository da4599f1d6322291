import { ChevronRight } from "lucide-react";
import Link from "next/link";

export interface Crumb {
  label: string;
  href?: string;
}

/** The head of a catalogue page: breadcrumb, eyebrow, title and intro on the sand band. */
export function PageIntro({
  crumbs,
  crumbLabel,
  eyebrow,
  title,
  intro,
  children,
}: {
  crumbs: Crumb[];
  crumbLabel: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-sand to-ivory">
      <div className="container-page py-10 md:py-16">
        <nav aria-label={crumbLabel}>
          <ol className="flex flex-wrap items-center gap-1 text-xs text-stone">
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {index > 0 && <ChevronRight aria-hidden="true" className="size-3 flip-rtl" />}
                {crumb.href ? (
                  <Link href={crumb.href} className="hover:text-gold-deep hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow && <p className="eyebrow mt-6">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl leading-[1.08] md:text-6xl">{title}</h1>
        {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
