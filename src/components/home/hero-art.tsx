/** Decorative hero illustration: concentric gold rings and a drop, drawn in SVG (no photo needed). */
export function HeroArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 400" className="h-full w-full">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#f4e6c8" />
          <stop offset="0.6" stopColor="#e9d6ad" stopOpacity="0.5" />
          <stop offset="1" stopColor="#faf7f2" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ecd9ad" />
          <stop offset="0.55" stopColor="#b8965a" />
          <stop offset="1" stopColor="#7a5c26" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="190" r="190" fill="url(#hero-glow)" />
      {[150, 122, 94].map((r, i) => (
        <circle
          key={r}
          cx="200"
          cy="190"
          r={r}
          fill="none"
          stroke="url(#hero-gold)"
          strokeWidth={1.2 + i * 0.6}
          opacity={0.35 + i * 0.2}
        />
      ))}
      <path d="M200 104c26 38 52 70 52 104a52 52 0 0 1-104 0c0-34 26-66 52-104z" fill="url(#hero-gold)" />
      <path
        d="M184 200a18 18 0 0 0 18 22"
        fill="none"
        stroke="#faf7f2"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
      <circle cx="318" cy="96" r="6" fill="#b8965a" opacity="0.5" />
      <circle cx="86" cy="290" r="9" fill="#b8965a" opacity="0.35" />
      <circle cx="330" cy="300" r="4" fill="#7a5c26" opacity="0.5" />
    </svg>
  );
}
