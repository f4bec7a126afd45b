import { Hourglass, Info, SearchX } from "lucide-react";
import { Link } from "react-router";
import type { TTogetherState } from "@/shared/contracts/together";
import { Spinner } from "@/web/components/ui/spinner";
import { useServiceDirectory } from "@/web/kit/media/use-service-directory";
import { TOGETHER_COPY, waitingLine } from "../together-copy";
import { TogetherPickCard } from "./together-pick-card";

function Waiting({ icon, line, busy = false }: { icon: React.ReactNode; line: string; busy?: boolean }) {
  return (
    <div
      role="status"
      className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border-strong bg-surface/50 px-6 py-10 text-center"
    >
      {busy ? <Spinner className="size-7 text-mood" label="Working" /> : icon}
      <p className="max-w-sm font-medium text-fg">{line}</p>
      <p className="max-w-sm text-sm text-fg-secondary">
        Picks appear here as soon as you have both said what you're in the mood for.
      </p>
    </div>
  );
}

/** The right-hand side of a session: the waiting state, the search, then the picks for both. */
export function TogetherPicks({ state }: { state: TTogetherState }) {
  const services = useServiceDirectory();
  const me = state.members.find((m) => m.is_you);
  const other = state.members.find((m) => !m.is_you);
  const headingId = "together-picks-heading";

  let body: React.ReactNode;
  if (state.status === "ready" && state.picks) {
    body = state.picks.length ? (
      <ul className="grid gap-3 xl:grid-cols-2">
        {state.picks.map((pick) => (
          <li key={pick.media.id}>
            <TogetherPickCard pick={pick} members={state.members} services={services} />
          </li>
        ))}
      </ul>
    ) : (
      <Waiting
        icon={<SearchX className="size-7 text-fg-muted" strokeWidth={1.75} aria-hidden />}
        line={TOGETHER_COPY.noPicks}
      />
    );
  } else if (state.status === "matching") {
    body = <Waiting icon={null} busy line={TOGETHER_COPY.matching} />;
  } else {
    body = (
      <Waiting
        icon={<Hourglass className="size-7 text-mood" strokeWidth={1.75} aria-hidden />}
        line={waitingLine(state.status, me?.mood_set ?? false, other)}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-3 text-xl font-semibold tracking-tight">
        {TOGETHER_COPY.picksHeading}
        {state.picks?.length ? (
          <span className="ml-2 text-base font-normal tabular-nums text-fg-muted">{state.picks.length}</span>
        ) : null}
      </h2>
      {state.by_services === false ? (
        <p className="mb-3 flex items-start gap-2 rounded-[var(--radius-control)] bg-surface-2 p-3 text-sm text-fg-secondary">
          <Info className="mt-0.5 size-4 shrink-0 text-mood" strokeWidth={1.75} aria-hidden />
          <span>
            {TOGETHER_COPY.noServices}{" "}
            <Link to="/settings" className="font-medium text-fg underline underline-offset-2">
              Open Settings
            </Link>
          </span>
        </p>
      ) : null}
      {body}
    </section>
  );
}
