import { CircleAlert, TimerOff, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { TOGETHER_COPY } from "../together-copy";

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto mt-6 flex max-w-md flex-col items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface px-6 py-10 text-center">
      {icon}
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <p className="text-sm text-fg-secondary">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </section>
  );
}

const ICON = "size-8 text-mood";

/**
 * What the session page shows when it cannot show the session: a join prompt (the code may be
 * someone else's session: joining tells), the end of an expired one, or a code that is not a code.
 */
export function SessionProblem({
  code,
  error,
  onJoin,
  joining,
  joinError,
}: {
  code: string;
  error: unknown;
  onJoin(): void;
  joining: boolean;
  joinError: string | null;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  const startNew = (
    <Button asChild variant="secondary">
      <Link to="/together">{TOGETHER_COPY.startNew}</Link>
    </Button>
  );
  if (status === 410) {
    const message = error instanceof Error ? error.message : "";
    return (
      <Notice
        icon={<TimerOff className={ICON} strokeWidth={1.75} aria-hidden />}
        title={TOGETHER_COPY.expiredTitle}
        text={message}
      >
        {startNew}
      </Notice>
    );
  }
  if (status === 400) {
    return (
      <Notice
        icon={<CircleAlert className={ICON} strokeWidth={1.75} aria-hidden />}
        title={TOGETHER_COPY.badCodeTitle}
        text={TOGETHER_COPY.codeInvalid}
      >
        {startNew}
      </Notice>
    );
  }
  if (status === 404) {
    return (
      <Notice
        icon={<Users className={ICON} strokeWidth={1.75} aria-hidden />}
        title={TOGETHER_COPY.notFoundTitle}
        text={TOGETHER_COPY.notFoundText}
      >
        <Button onClick={onJoin} disabled={joining}>
          {joining ? TOGETHER_COPY.joining : `Join session ${code}`}
        </Button>
        {startNew}
        {joinError ? (
          <p role="alert" className="w-full text-sm text-danger">
            {joinError}
          </p>
        ) : null}
      </Notice>
    );
  }
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <Notice
      icon={<CircleAlert className={ICON} strokeWidth={1.75} aria-hidden />}
      title="Could not load the session"
      text={message}
    >
      {startNew}
    </Notice>
  );
}
