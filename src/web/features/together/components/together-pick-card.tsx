import type { TTogetherMember, TTogetherPick } from "@/shared/contracts/together";
import { MatchScore } from "@/web/kit/media/components/match-score";
import { Poster } from "@/web/kit/media/components/poster";
import { ServiceMark } from "@/web/kit/media/components/service-mark";
import { typeLabel } from "@/web/kit/media/media-format";
import type { ServiceDirectory } from "@/web/kit/media/service-directory";
import { cn } from "@/web/lib/cn";

/** Member 1 in the accent, member 2 in the mood colour, as in the members panel. */
export const MEMBER_INK = { 1: "text-accent", 2: "text-[#c9c1ff]" } as const;

/** Whose service it is, from where the reader stands: "yours", "Ben's", "both of you". */
export function whose(positions: readonly number[], members: readonly TTogetherMember[]): string {
  if (positions.length > 1) return "both of you";
  const m = members.find((x) => x.position === positions[0]);
  if (!m) return "";
  return m.is_you ? "yours" : `${m.name}'s`;
}

/** One pick: poster, facts, the combined match, whose services it is on, and a reason for each person. */
export function TogetherPickCard({
  pick,
  members,
  services,
}: {
  pick: TTogetherPick;
  members: readonly TTogetherMember[];
  services: ServiceDirectory;
}) {
  const { media } = pick;
  return (
    <article
      data-together-pick={media.id}
      aria-label={media.title}
      className="rounded-[var(--radius-card)] border border-border bg-surface p-3 sm:p-4"
    >
      <div className="flex gap-3 sm:gap-4">
        <div className="w-20 shrink-0 sm:w-24">
          <Poster
            src={media.poster_url}
            title={media.title}
            year={media.year}
            sizes="96px"
            className="rounded-[var(--radius-control)]"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div>
            <h3 className="line-clamp-2 font-semibold leading-snug">{media.title}</h3>
            <p className="text-sm tabular-nums text-fg-muted">
              {media.year} · {typeLabel(media.type)}
            </p>
          </div>
          <MatchScore score={pick.match_score} className="self-start" />
          <ul aria-label="Where you can watch it" className="flex flex-wrap gap-1.5">
            {pick.services.map((s) => {
              const look = services.look(s.name);
              return (
                <li
                  key={s.name}
                  className="inline-flex h-7 items-center gap-1.5 rounded-full border border-border bg-surface-2 pl-1 pr-2.5 text-xs text-fg"
                >
                  <ServiceMark look={look} size="xs" decorative className="size-5 rounded-full" />
                  <span>
                    {look.displayName} <span className="text-fg-secondary">· {whose(s.members, members)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <ul aria-label="Why it suits each of you" className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
        {pick.for_members.map((f) => {
          const m = members.find((x) => x.position === f.position);
          return (
            <li key={f.position} className="text-sm leading-relaxed text-fg-secondary">
              <span className={cn("font-semibold", MEMBER_INK[f.position as 1 | 2])}>
                {m ? (m.is_you ? `${m.name} (you)` : m.name) : `Person ${f.position}`}
              </span>{" "}
              <span className="tabular-nums text-fg-muted">{f.match_score}%</span> {f.reason}
            </li>
          );
        })}
      </ul>
      {pick.about ? <p className="mt-2 text-sm text-fg-muted">{pick.about}</p> : null}
    </article>
  );
}
