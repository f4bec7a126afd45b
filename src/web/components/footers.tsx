import { Mail, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "@/web/components/brand";
import { usePublicConfig } from "@/web/lib/public-config";

const linkClass = "rounded-sm text-fg-secondary transition-colors hover:text-fg";

/** The credit TMDB and JustWatch ask for, shown once the catalogue holds data imported from TMDB. */
function DataAttribution() {
  const { tmdb_attribution } = usePublicConfig();
  if (!tmdb_attribution) return null;
  return (
    <div className="page-gutter mx-auto max-w-[1440px] pb-6 text-xs text-fg-muted">
      <p>This product uses the TMDB API but is not endorsed or certified by TMDB.</p>
      <p>Streaming data by JustWatch</p>
    </div>
  );
}

/** Footer of the landing page and the static pages. */
export function LandingFooter() {
  const { community_url } = usePublicConfig();
  return (
    <footer className="border-t border-border">
      <div className="page-gutter mx-auto flex max-w-[1440px] flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2 text-sm text-fg-muted">
          <BrandMark className="size-5" />
          <span>Moodreel · films and series for how you feel</span>
        </div>
        <nav aria-label="Legal and community" className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <Link className={linkClass} to="/terms">
            Terms of Service
          </Link>
          <Link className={linkClass} to="/privacy">
            Privacy Policy
          </Link>
          <Link className={linkClass} to="/beta-status">
            Beta Status
          </Link>
          <a className={linkClass} href={community_url} target="_blank" rel="noreferrer">
            Join our community chat
          </a>
        </nav>
      </div>
      <DataAttribution />
    </footer>
  );
}

/** Footer for signed-in users and guests. */
export function AppFooter() {
  const { community_url, contact_email } = usePublicConfig();
  return (
    <footer className="mt-16 border-t border-border">
      <div className="page-gutter mx-auto flex max-w-[1440px] flex-col gap-4 py-8 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Moodreel. All rights reserved.</p>
        <div className="flex items-center gap-2">
          <Link className={`${linkClass} px-2`} to="/terms">
            Terms
          </Link>
          <Link className={`${linkClass} px-2`} to="/privacy">
            Privacy
          </Link>
          <a
            className="inline-flex size-11 items-center justify-center rounded-full text-fg-secondary hover:bg-surface-2 hover:text-fg"
            href={community_url}
            target="_blank"
            rel="noreferrer"
            aria-label="Community chat"
          >
            <MessagesSquare className="size-5" strokeWidth={1.75} />
          </a>
          <a
            className="inline-flex size-11 items-center justify-center rounded-full text-fg-secondary hover:bg-surface-2 hover:text-fg"
            href={`mailto:${contact_email}`}
            aria-label="E-mail us"
          >
            <Mail className="size-5" strokeWidth={1.75} />
          </a>
        </div>
      </div>
      <DataAttribution />
    </footer>
  );
}
