import { Shield } from "lucide-react";
import { Link } from "react-router";
import { Brand } from "@/web/components/brand";
import { SiteMenu } from "@/web/components/site-menu";
import { Button } from "@/web/components/ui/button";
import { NotificationBell } from "@/web/kit/notifications/components/notification-bell";
import { useSession } from "@/web/kit/session/session-provider";

export function Header({ onSignIn, onSignOut }: { onSignIn(): void; onSignOut(): void }) {
  const { isAdmin, isLoggedIn } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur-md">
      <div className="page-gutter mx-auto flex h-16 max-w-[1440px] items-center justify-between gap-4">
        <Brand />
        <div className="flex items-center gap-1 sm:gap-2">
          {isAdmin ? (
            <Button asChild variant="secondary" size="sm">
              <Link to="/admin">
                <Shield strokeWidth={1.75} />
                {/* a phone's header also holds the bell: the shield alone says Admin there, to screen readers too */}
                <span className="max-sm:sr-only">Admin</span>
              </Link>
            </Button>
          ) : null}
          {isLoggedIn ? <NotificationBell /> : null}
          <SiteMenu onSignIn={onSignIn} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
