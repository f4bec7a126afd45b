import { Link } from "react-router";

export function BrandMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <defs>
        <linearGradient id="mr-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f5b942" />
          <stop offset="1" stopColor="#8b7cf6" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="28" height="28" rx="8" fill="url(#mr-g)" />
      <path
        d="M9 22V10l7 7 7-7v12"
        fill="none"
        stroke="#0b0c12"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-[var(--radius-control)]">
      <BrandMark />
      <span className="text-lg font-semibold tracking-tight text-fg">Moodreel</span>
      <span className="rounded-full border border-accent/50 bg-accent/10 px-1.5 py-px text-[10px] font-bold tracking-wider text-accent">
        BETA
      </span>
    </Link>
  );
}
