import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { normaliseTogetherCode, type TTogetherState } from "@/shared/contracts/together";
import { Button } from "@/web/components/ui/button";
import { PageSpinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api";
import { useJoinTogether } from "./api/join-together";
import { useSubmitTogetherMood } from "./api/submit-together-mood";
import { useTogetherSession } from "./api/together-session";
import { MembersPanel } from "./components/members-panel";
import { SessionProblem } from "./components/session-problem";
import { ShareInvite } from "./components/share-invite";
import { TogetherMoodForm } from "./components/together-mood-form";
import { TogetherPicks } from "./components/together-picks";
import { TOGETHER_COPY } from "./together-copy";

function expiresLine(state: TTogetherState): string {
  const at = new Date(state.expires_at);
  const when = at.toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });
  return `Code ${state.code} · open until ${when}`;
}

/** /together/:code (signed-in): who is in, my mood, then the picks for both (polled while waiting). */
export function TogetherSessionPage() {
  const code = normaliseTogetherCode(useParams().code ?? "");
  const session = useTogetherSession(code);
  const join = useJoinTogether();
  const mood = useSubmitTogetherMood(code);
  // an answer that ends the session (expired, or no longer ours) wins over the last state shown
  const ended = session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 410);
  const state = ended ? undefined : session.data;
  const me = state?.members.find((m) => m.is_you);
  // once my mood is in, the members panel shows it; the form comes back to change it
  const [editing, setEditing] = useState(false);
  const showForm = !me?.mood_set || editing;

  return (
    <div className="page-gutter mx-auto max-w-[1440px] pb-16 pt-4 sm:pt-6">
      <Button asChild variant="ghost" className="-ml-3 text-fg-secondary">
        <Link to="/together">
          <ArrowLeft strokeWidth={1.75} aria-hidden />
          {TOGETHER_COPY.back}
        </Link>
      </Button>
      <header className="mb-5 mt-2 sm:mb-6">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{TOGETHER_COPY.title}</h1>
        <p className="mt-1.5 text-fg-secondary">{state ? expiresLine(state) : TOGETHER_COPY.intro}</p>
      </header>
      {state ? (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
          <div className="flex min-w-0 flex-col gap-4">
            {state.status === "waiting_for_partner" ? <ShareInvite code={state.code} /> : null}
            <MembersPanel members={state.members} onChangeMood={showForm ? undefined : () => setEditing(true)} />
            {showForm ? (
              <TogetherMoodForm
                current={me?.mood ?? null}
                onSubmit={(text) => mood.mutate(text, { onSuccess: () => setEditing(false) })}
                onCancel={editing ? () => setEditing(false) : undefined}
                pending={mood.isPending}
                error={mood.error?.message ?? null}
              />
            ) : null}
          </div>
          <TogetherPicks state={state} />
        </div>
      ) : session.isPending && !ended ? (
        <PageSpinner />
      ) : (
        <SessionProblem
          code={code}
          error={session.error}
          onJoin={() => join.mutate(code)}
          joining={join.isPending}
          joinError={join.error?.message ?? null}
        />
      )}
    </div>
  );
}
