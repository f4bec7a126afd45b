/**
 * Time left before a deadline, from two clock times in the text: "babysitter leaves at 10 and it's
 * quarter past 8" leaves 105 minutes. Both the time now and the deadline must be there; one clock time
 * alone ("at 10") says nothing about length. Every pattern runs in linear time.
 */
import type { Span } from "./context";

/** A deadline: "by 11", "at 10:30", "until midnight", "before 11pm". */
const DEADLINE = /\b(?:at|by|until|till|before)\s(midnight|\d{1,2}(?::[0-5]\d)?)\s?(am|pm)?\b/g;
/** The time now: "it's 8", "it's 9:30pm", "it's quarter past 8", "it's half 8", "it's quarter to 9". */
const NOW = /\b(?:it's|its|it is)\s(?:(quarter past|quarter to|half past|half)\s)?(\d{1,2}(?::[0-5]\d)?)\s?(am|pm)?\b/g;

/** Minutes after noon or midnight of a written time ("9:30" → 570; "midnight" → 720), on a twelve-hour dial. */
function minutesOnDial(time: string): number {
  if (time === "midnight") return 12 * 60;
  const [h = "0", m = "0"] = time.split(":");
  return (Number(h) % 12) * 60 + Number(m);
}

/**
 * The minutes between the time now and the deadline the text gives, and the spans both take; null
 * unless the text holds both and they are between 20 minutes and five hours apart.
 */
export function minutesUntilDeadline(norm: string): { minutes: number; spans: Span[] } | null {
  // a clock time is 12 or under; "at 30" is no time
  const onDial = (t: string | undefined) => t === "midnight" || (t !== undefined && Number.parseInt(t, 10) <= 12);
  const deadline = [...norm.matchAll(DEADLINE)].find((m) => onDial(m[1]));
  const now = [...norm.matchAll(NOW)].find((m) => onDial(m[2]));
  if (!deadline?.[1] || !now?.[2]) return null;
  let current = minutesOnDial(now[2]);
  const shift = now[1];
  if (shift === "quarter past") current += 15;
  else if (shift === "quarter to") current -= 15;
  else if (shift === "half past" || shift === "half") current += 30;
  // on a twelve-hour dial the deadline is the next time the hands reach it
  let minutes = minutesOnDial(deadline[1]) - current;
  while (minutes <= 0) minutes += 12 * 60;
  if (minutes < 20 || minutes > 300) return null;
  const span = (m: RegExpMatchArray): Span => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  return { minutes, spans: [span(deadline), span(now)] };
}
