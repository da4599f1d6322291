/**
 * The Aurum mark: a gold ring (a stylised "O" of gold) beside the wordmark, always set in the brand serif
 * (Cormorant Garamond, `font-brand`), also on Arabic, Chinese and Japanese pages (decision 179).
 */
export function Logo({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <defs>
          <linearGradient id="aurum-ring" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e5cf9f" />
            <stop offset="0.5" stopColor="#b8965a" />
            <stop offset="1" stopColor="#7a5c26" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="12.5" fill="none" stroke="url(#aurum-ring)" strokeWidth="3" />
        <circle cx="16" cy="16" r="4" fill="url(#aurum-ring)" />
      </svg>
      <span className="font-brand text-2xl leading-none tracking-wide" lang="en" dir="ltr" data-testid="wordmark">
        {label}
      </span>
    </span>
  );
}
