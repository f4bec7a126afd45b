/** The words of the watch-together screens, in one place. */
export const TOGETHER_COPY = {
  title: "Watch together",
  intro:
    "Two moods, one pick. Each of you says what you're in the mood for, and Moodreel finds titles that suit you both.",
  startHeading: "Start a session",
  startText: "You'll get a code and a link to send to the person you're watching with.",
  start: "Start a session",
  starting: "Starting...",
  joinHeading: "Join with a code",
  joinText: "Got a code from a friend? Type it here.",
  codeLabel: "Invite code",
  codePlaceholder: "e.g. K7M2QX",
  codeInvalid: "Codes are 6 letters and digits, like K7M2QX.",
  join: "Join",
  joining: "Joining...",
  howItWorks:
    "Picks fit both moods, stream on at least one of your services, and skip anything either of you rated low, watched or hid.",
  shareHeading: "Invite someone",
  shareText: "Send this link, or read out the code. The session lasts 24 hours.",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  share: "Share",
  membersHeading: "Who's watching",
  emptySlot: "Waiting for someone to join",
  moodLabel: "Your mood",
  moodHint: "A mood, a genre, or a film you'd like something like.",
  setMood: "Set my mood",
  updateMood: "Update my mood",
  savingMood: "Saving...",
  picksHeading: "Picks for you both",
  matching: "Finding picks that suit you both...",
  noServices:
    "Neither of you has chosen streaming services yet, so these picks aren't limited to any. Add yours in Settings.",
  noPicks: "Nothing fits both moods on your services. Try a broader mood.",
  expiredTitle: "This session has expired",
  notFoundTitle: "Join this session?",
  notFoundText: "You're not in this watch-together session yet. Join it to add your mood.",
  badCodeTitle: "That isn't a watch-together code",
  startNew: "Start a new session",
  back: "Watch together",
} as const;

/** What the picks area says while it waits, from whose moods are in. */
export function waitingLine(
  status: string,
  youSet: boolean,
  other: { name: string; mood_set: boolean } | undefined,
): string {
  if (status === "waiting_for_partner" || !other) return "Waiting for someone to join with your code.";
  if (!youSet)
    return other.mood_set
      ? `${other.name} is ready. Add your mood to see the picks.`
      : "Add your mood to see the picks.";
  return `Waiting for ${other.name}'s mood.`;
}
