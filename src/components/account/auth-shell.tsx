import type { ReactNode } from "react";

/** The frame of the sign-in, registration and password pages: a calm card on the ivory page. */
export function AuthShell({
  eyebrow,
  title,
  intro,
  notice,
  children,
  wide,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-sand to-ivory">
      <div className={`container-page py-10 md:py-16 ${wide ? "max-w-3xl" : "max-w-xl"}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
        {intro && <div className="mt-3 text-stone">{intro}</div>}
        {notice}
        <div className="mt-8 rounded-2xl border border-linen bg-white/80 p-5 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}

export function Notice({
  tone = "info",
  children,
  testId,
}: {
  tone?: "info" | "success" | "warning";
  children: ReactNode;
  testId?: string;
}) {
  const colors =
    tone === "warning"
      ? "border-red-200 bg-red-50 text-red-900"
      : tone === "success"
        ? "border-gold/40 bg-gold-light/25 text-ink"
        : "border-linen bg-sand text-ink";
  return (
    <p role="status" className={`mt-6 rounded-xl border px-4 py-3 text-sm ${colors}`} data-testid={testId}>
      {children}
    </p>
  );
}
