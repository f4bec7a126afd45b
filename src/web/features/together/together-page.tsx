import { Sparkles, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { BackToHome } from "@/web/components/back-to-home";
import { Button } from "@/web/components/ui/button";
import { notify } from "@/web/lib/toast";
import { useJoinTogether } from "./api/join-together";
import { useStartTogether } from "./api/start-together";
import { JoinCodeForm } from "./components/join-code-form";
import { TOGETHER_COPY } from "./together-copy";

function Panel({ title, text, icon, children }: { title: string; text: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        {icon}
        {title}
      </h2>
      <p className="mt-1.5 text-sm text-fg-secondary">{text}</p>
      {children}
    </section>
  );
}

/** /together (signed-in): start a session, or join one with a code. */
export function TogetherPage() {
  const navigate = useNavigate();
  const start = useStartTogether();
  const join = useJoinTogether();

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (state) => navigate(`/together/${state.code}`),
      onError: (err) => notify.error("Could not start a session", err.message),
    });
  const onJoin = (code: string) => join.mutate(code, { onSuccess: (state) => navigate(`/together/${state.code}`) });

  return (
    <div className="page-gutter mx-auto max-w-[1440px] pb-16 pt-4 sm:pt-6">
      <BackToHome className="text-fg-secondary" />
      <header className="mb-6 mt-2 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{TOGETHER_COPY.title}</h1>
        <p className="mt-1.5 text-fg-secondary">{TOGETHER_COPY.intro}</p>
      </header>
      <div className="grid max-w-4xl gap-4 md:grid-cols-2">
        <Panel
          title={TOGETHER_COPY.startHeading}
          text={TOGETHER_COPY.startText}
          icon={<Sparkles className="size-5 text-mood" strokeWidth={1.75} aria-hidden />}
        >
          <Button
            size="lg"
            className="mt-4 w-full sm:w-auto sm:self-start"
            onClick={onStart}
            disabled={start.isPending}
          >
            <Users strokeWidth={1.75} aria-hidden />
            {start.isPending ? TOGETHER_COPY.starting : TOGETHER_COPY.start}
          </Button>
        </Panel>
        <Panel
          title={TOGETHER_COPY.joinHeading}
          text={TOGETHER_COPY.joinText}
          icon={<Users className="size-5 text-mood" strokeWidth={1.75} aria-hidden />}
        >
          <JoinCodeForm onJoin={onJoin} pending={join.isPending} serverError={join.error?.message ?? null} />
        </Panel>
      </div>
      <p className="mt-6 max-w-2xl text-sm text-fg-muted">{TOGETHER_COPY.howItWorks}</p>
    </div>
  );
}
