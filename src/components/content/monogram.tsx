/** Initials in a gold ring: a portrait placeholder that looks intended (no photos on this site). */
export function Monogram({ initials, className = "" }: { initials: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex items-center justify-center rounded-full bg-gradient-to-br from-gold-light via-gold to-gold-deep p-[3px] ${className}`}>
      <span className="flex size-full items-center justify-center rounded-full bg-night font-serif text-2xl tracking-wide text-gold-light">{initials}</span>
    </span>
  );
}
