import { useId } from "react";
import type { ArtName } from "@/config/content-pages";

/** Line motifs drawn on a 200×200 canvas, in the gold gradient (no photos on this site). */
const motifs: Record<ArtName, React.ReactNode> = {
  molecule: (
    <g>
      <path d="M100 52l40 23v46l-40 23-40-23V75z" />
      <path d="M140 75l30-16M60 121l-30 17M100 144v30M100 52V24" />
      <circle cx="170" cy="59" r="7" /><circle cx="30" cy="138" r="7" /><circle cx="100" cy="176" r="6" /><circle cx="100" cy="22" r="6" />
    </g>
  ),
  helix: (
    <g>
      <path d="M70 20c0 40 60 40 60 80s-60 40-60 80" /><path d="M130 20c0 40-60 40-60 80s60 40 60 80" />
      <path d="M78 40h44M86 60h28M86 140h28M78 160h44M72 100h56" />
    </g>
  ),
  letter: (
    <g>
      <rect x="40" y="58" width="120" height="84" rx="8" /><path d="M40 66l60 44 60-44" />
      <path d="M120 150c14-10 30-8 40-22" />
    </g>
  ),
  people: (
    <g>
      <circle cx="70" cy="78" r="18" /><circle cx="130" cy="78" r="18" /><circle cx="100" cy="62" r="14" />
      <path d="M38 150c0-26 14-42 32-42s32 16 32 42M98 150c0-26 14-42 32-42s32 16 32 42" />
    </g>
  ),
  compass: (
    <g>
      <circle cx="100" cy="100" r="62" /><path d="M100 46l14 40 40 14-40 14-14 40-14-40-40-14 40-14z" /><circle cx="100" cy="100" r="5" />
    </g>
  ),
  globe: (
    <g>
      <circle cx="100" cy="100" r="62" /><ellipse cx="100" cy="100" rx="26" ry="62" /><path d="M38 100h124M48 70h104M48 130h104" />
    </g>
  ),
  pin: (
    <g>
      <path d="M100 170s-48-48-48-86a48 48 0 0 1 96 0c0 38-48 86-48 86z" /><circle cx="100" cy="84" r="16" />
      <path d="M50 180h100" />
    </g>
  ),
  news: (
    <g>
      <rect x="42" y="46" width="116" height="108" rx="8" /><path d="M58 70h84M58 90h40M58 108h40M58 126h40M112 90h30v36h-30z" />
    </g>
  ),
  quote: (
    <g>
      <path d="M58 120c0-30 10-48 34-58M58 120a16 16 0 1 0 32 0 16 16 0 1 0-32 0M112 120c0-30 10-48 34-58M112 120a16 16 0 1 0 32 0 16 16 0 1 0-32 0" />
    </g>
  ),
  journal: (
    <g>
      <path d="M100 56c-18-10-40-12-58-8v104c18-4 40-2 58 8 18-10 40-12 58-8V48c-18-4-40-2-58 8zM100 56v104" />
      <path d="M56 76h30M56 94h30M114 76h30M114 94h30" />
    </g>
  ),
  circle: (
    <g>
      <circle cx="100" cy="100" r="58" /><circle cx="100" cy="42" r="10" /><circle cx="150" cy="129" r="10" /><circle cx="50" cy="129" r="10" />
      <path d="M100 78v44M78 100h44" />
    </g>
  ),
  loyalty: (
    <g>
      <path d="M100 40l16 34 37 4-28 25 8 37-33-19-33 19 8-37-28-25 37-4z" /><path d="M60 168h80" />
    </g>
  ),
  gift: (
    <g>
      <rect x="46" y="82" width="108" height="80" rx="6" /><path d="M40 66h120v16H40zM100 66v96" />
      <path d="M100 66c-10-22-40-24-36-6 2 8 20 6 36 6zM100 66c10-22 40-24 36-6-2 8-20 6-36 6z" />
    </g>
  ),
  key: (
    <g>
      <circle cx="70" cy="100" r="28" /><circle cx="70" cy="100" r="8" /><path d="M98 100h66M146 100v22M130 100v16" />
    </g>
  ),
  briefcase: (
    <g>
      <rect x="40" y="68" width="120" height="88" rx="8" /><path d="M80 68V54a8 8 0 0 1 8-8h24a8 8 0 0 1 8 8v14M40 104h120M92 104v12h16v-12" />
    </g>
  ),
  shield: (
    <g>
      <path d="M100 36l52 18v40c0 36-22 60-52 74-30-14-52-38-52-74V54z" /><path d="M78 100l16 16 30-32" />
    </g>
  ),
  faq: (
    <g>
      <path d="M40 60a14 14 0 0 1 14-14h92a14 14 0 0 1 14 14v56a14 14 0 0 1-14 14H92l-30 24v-24h-8a14 14 0 0 1-14-14z" />
      <path d="M86 78a14 14 0 1 1 20 13c-4 2-6 5-6 9M100 112v2" />
    </g>
  ),
  handshake: (
    <g>
      <path d="M30 92l30-26 26 10 22-10 30 10 32 16M30 92l40 40c6 6 14 6 20 0l44-44M84 118l16 16M96 106l16 16" />
    </g>
  ),
  document: (
    <g>
      <path d="M58 36h60l28 28v100H58z" /><path d="M118 36v28h28M74 88h56M74 106h56M74 124h38" />
    </g>
  ),
  steps: (
    <g>
      <circle cx="52" cy="140" r="12" /><circle cx="100" cy="100" r="12" /><circle cx="148" cy="60" r="12" />
      <path d="M62 132l28-24M110 92l28-24M40 170h120" />
    </g>
  ),
  seal: (
    <g>
      <circle cx="100" cy="88" r="44" /><circle cx="100" cy="88" r="30" /><path d="M76 126l-14 44 22-12 12 20 4-44M124 126l14 44-22-12-12 20" />
      <path d="M86 88l10 10 18-20" />
    </g>
  ),
  partners: (
    <g>
      <circle cx="78" cy="100" r="40" /><circle cx="122" cy="100" r="40" />
    </g>
  ),
};

/** A page's decorative illustration: a soft gold glow, rings and the page's motif. */
export function PageArt({ name, className = "" }: { name: ArtName; className?: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg aria-hidden="true" viewBox="0 0 200 200" className={className}>
      <defs>
        <radialGradient id={`${id}-glow`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#f4e6c8" />
          <stop offset="0.7" stopColor="#efe2c4" stopOpacity="0.45" />
          <stop offset="1" stopColor="#faf7f2" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9bf8a" />
          <stop offset="0.55" stopColor="#b8965a" />
          <stop offset="1" stopColor="#7a5c26" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="100" r="98" fill={`url(#${id}-glow)`} />
      <circle cx="100" cy="100" r="88" fill="none" stroke={`url(#${id}-gold)`} strokeWidth="0.8" opacity="0.45" />
      <g fill="none" stroke={`url(#${id}-gold)`} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
        {motifs[name]}
      </g>
    </svg>
  );
}
