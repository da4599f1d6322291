import type { ReactNode } from "react";

/**
 * A request page's form and its aside (the clinics to call, what is being asked for): the aside first on a phone,
 * beside the form and sticky on a wider screen.
 */
export function FormWithAside({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page grid gap-10 pb-16 md:grid-cols-[1fr_22rem] md:pb-24">
      {children}
      <aside className="order-first space-y-4 md:sticky md:top-24 md:order-none md:self-start">{aside}</aside>
    </div>
  );
}
