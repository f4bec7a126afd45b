import { ArrowLeft, Bookmark, Eye, Star } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

const NAV = [
  { to: "/lists/rated", label: "Your Ratings", icon: Star },
  { to: "/lists/watched", label: "Watched", icon: Eye },
  { to: "/watchlist", label: "Watch List", icon: Bookmark },
] as const;

/** Links between the user's lists; the current one is marked. */
function ListsNav({ current }: { current: string }) {
  return (
    <nav aria-label="Your lists" className="w-full sm:w-auto">
      <ul className="flex w-full items-center gap-1 rounded-[var(--radius-control)] border border-border bg-surface p-1 sm:inline-flex sm:w-auto">
        {NAV.map(({ to, label, icon: Icon }) => {
          const active = to === current;
          return (
            <li key={to} className="flex-1 sm:flex-none">
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-[6px] px-2 text-sm font-medium transition-colors duration-150 sm:px-3 [&_svg]:size-4",
                  active ? "bg-surface-3 text-fg" : "text-fg-secondary hover:text-fg",
                )}
              >
                <Icon strokeWidth={1.75} aria-hidden className="max-[399px]:hidden" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** 'Back to Home', the heading with a count, and the links between lists. */
export function ListHeader({
  title,
  count,
  current,
  description,
}: {
  title: string;
  count: number | null;
  current: string;
  description: string;
}) {
  return (
    <header className="flex flex-col gap-5">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/">
            <ArrowLeft strokeWidth={1.75} aria-hidden />
            Back to Home
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-baseline gap-x-3 text-3xl font-semibold sm:text-4xl">
            {title}
            {count ? (
              <span className="text-base font-medium tabular-nums text-fg-muted">
                {count} {count === 1 ? "title" : "titles"}
              </span>
            ) : null}
          </h1>
          <p className="mt-2 text-fg-secondary">{description}</p>
        </div>
        <ListsNav current={current} />
      </div>
    </header>
  );
}
