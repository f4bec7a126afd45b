import {
  Bookmark,
  Clapperboard,
  Ghost,
  ListFilter,
  type LucideIcon,
  MonitorPlay,
  Search,
  Sparkles,
  Star,
} from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  line: string;
  tone: "mood" | "accent";
}

export function landingFeatures(catalogueSize: number | null): Feature[] {
  const titles = catalogueSize ? `${catalogueSize.toLocaleString("en-US")} films and series` : "the whole catalogue";
  return [
    {
      icon: Sparkles,
      title: "Picks for your mood",
      line: "Describe a feeling, a genre or a film you loved and get titles that fit, each with the reason why.",
      tone: "mood",
    },
    {
      icon: MonitorPlay,
      title: "Where to watch",
      line: "See which services stream each title, and the cheapest price to rent or buy it.",
      tone: "accent",
    },
    {
      icon: Search,
      title: "Instant search",
      line: `Search ${titles} by title, theme or vibe as you type.`,
      tone: "accent",
    },
    {
      icon: ListFilter,
      title: "Your services only",
      line: "Filter everything down to the subscriptions you already pay for.",
      tone: "mood",
    },
    {
      icon: Bookmark,
      title: "A watch list",
      line: "Save anything that catches your eye and find it again in one tap.",
      tone: "accent",
    },
    {
      icon: Star,
      title: "Ratings that teach",
      line: "Rate titles from 1 to 10; what you love and dislike shapes your next picks.",
      tone: "mood",
    },
    {
      icon: Clapperboard,
      title: "Films and series",
      line: "Classics, new releases and binge-worthy shows, with trailers and details.",
      tone: "accent",
    },
    {
      icon: Ghost,
      title: "Guest mode",
      line: "Browse, search and filter without an account; sign up when you want more.",
      tone: "mood",
    },
  ];
}

export function FeatureGrid({ catalogueSize }: { catalogueSize: number | null }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {landingFeatures(catalogueSize).map((f) => (
        <li
          key={f.title}
          className="group flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-4 transition-colors duration-200 ease-out hover:border-border-strong hover:bg-surface-2 sm:block sm:p-5"
        >
          <span
            className={
              f.tone === "mood"
                ? "inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-mood-soft text-[#b7adff]"
                : "inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-[rgb(245_185_66/0.12)] text-accent"
            }
          >
            <f.icon className="size-5" strokeWidth={1.75} aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="text-base font-semibold text-fg sm:mt-4">{f.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-fg-secondary sm:mt-1.5">{f.line}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
