import { Check, Clock3, Pencil, UserPlus } from "lucide-react";
import { useId } from "react";
import { TOGETHER_MAX_MEMBERS, type TTogetherMember } from "@/shared/contracts/together";
import { Button } from "@/web/components/ui/button";
import { profileInitials } from "@/web/kit/account/initials";
import { cn } from "@/web/lib/cn";
import { TOGETHER_COPY } from "../together-copy";

function moodLine(m: TTogetherMember): string {
  if (!m.mood_set) return "No mood yet";
  return m.mood ? `“${m.mood}”` : "Mood is in";
}

/** Both places: each member with whether their mood is in (and the words, once both are), or an open slot. */
export function MembersPanel({
  members,
  onChangeMood,
}: {
  members: readonly TTogetherMember[];
  /** offered on my own row once my mood is in */
  onChangeMood?: () => void;
}) {
  const id = useId();
  const open = TOGETHER_MAX_MEMBERS - members.length;
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {TOGETHER_COPY.membersHeading}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {members.map((m) => (
          <li key={m.position} data-member={m.position} className="flex items-center gap-3">
            <span
              aria-hidden
              className={cn(
                "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-[#0b0c12]",
                m.position === 1 ? "bg-accent" : "bg-mood",
              )}
            >
              {profileInitials(m.name)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {m.name}
                {m.is_you ? <span className="font-normal text-fg-muted"> (you)</span> : null}
              </p>
              <p className="line-clamp-3 break-words text-sm text-fg-secondary">{moodLine(m)}</p>
            </div>
            {m.mood_set ? (
              <Check className="size-5 shrink-0 text-success" strokeWidth={1.75} aria-label="Mood in" role="img" />
            ) : (
              <Clock3 className="size-5 shrink-0 text-fg-muted" strokeWidth={1.75} aria-label="Waiting" role="img" />
            )}
          </li>
        ))}
        {Array.from({ length: Math.max(0, open) }, (_, i) => (
          <li key={`open-${i}`} className="flex items-center gap-3 text-fg-muted">
            <span
              aria-hidden
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-dashed border-border-strong"
            >
              <UserPlus className="size-4" strokeWidth={1.75} />
            </span>
            <p className="text-sm">{TOGETHER_COPY.emptySlot}</p>
          </li>
        ))}
      </ul>
      {onChangeMood ? (
        <Button variant="ghost" onClick={onChangeMood} className="-ml-3 mt-2 text-fg-secondary">
          <Pencil strokeWidth={1.75} aria-hidden />
          Change my mood
        </Button>
      ) : null}
    </section>
  );
}
