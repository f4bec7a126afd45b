import { Bookmark, Film, LogIn, LogOut, Menu, Settings, Sparkles, Star, UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Sheet } from "@/web/components/ui/sheet";
import { useSession } from "@/web/kit/session/session-provider";

function MenuLink({
  to,
  icon,
  children,
  onSelect,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onSelect(): void;
}) {
  return (
    <Link
      to={to}
      onClick={onSelect}
      className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-3 text-sm font-medium text-fg-secondary transition-colors hover:bg-surface-2 hover:text-fg [&_svg]:size-5"
    >
      {icon}
      {children}
    </Link>
  );
}

/** The right-side slide-out menu: anonymous, guest and signed-in variants. */
export function SiteMenu({ onSignIn, onSignOut }: { onSignIn(): void; onSignOut(): void }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = () => setOpen(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      trigger={
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="!size-6" strokeWidth={1.75} />
        </Button>
      }
    >
      {session.isLoggedIn ? (
        <>
          <MenuLink to="/recommendations" icon={<Sparkles strokeWidth={1.75} />} onSelect={close}>
            Recommendations
          </MenuLink>
          <MenuLink to="/watchlist" icon={<Bookmark strokeWidth={1.75} />} onSelect={close}>
            Watchlist
          </MenuLink>
          <MenuLink to="/lists/rated" icon={<Star strokeWidth={1.75} />} onSelect={close}>
            Your Ratings
          </MenuLink>
          <MenuLink to="/settings" icon={<Settings strokeWidth={1.75} />} onSelect={close}>
            Settings
          </MenuLink>
          <MenuLink to="/profile" icon={<UserRound strokeWidth={1.75} />} onSelect={close}>
            Profile
          </MenuLink>
          <div className="my-2 h-px bg-border" />
          <button
            type="button"
            onClick={() => {
              close();
              onSignOut();
            }}
            className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-3 text-left text-sm font-medium text-fg-secondary transition-colors hover:bg-surface-2 hover:text-fg [&_svg]:size-5"
          >
            <LogOut strokeWidth={1.75} />
            Sign Out
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            onClick={() => {
              close();
              onSignIn();
            }}
            className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-3 text-left text-sm font-medium text-fg-secondary transition-colors hover:bg-surface-2 hover:text-fg [&_svg]:size-5"
          >
            <LogIn strokeWidth={1.75} />
            {session.isGuest ? "Sign In / Sign Up" : "Sign In"}
          </button>
          <MenuLink to="/" icon={<Film strokeWidth={1.75} />} onSelect={close}>
            {session.isGuest ? "Browse" : "Home"}
          </MenuLink>
        </>
      )}
      <div className="mt-auto px-3 pt-4 text-xs text-fg-muted">
        <button
          type="button"
          className="hover:text-fg-secondary"
          onClick={() => {
            close();
            navigate("/beta-status");
          }}
        >
          Beta Status
        </button>
      </div>
    </Sheet>
  );
}
