export { MOOD_PRESETS } from "@/shared/vocabulary";

/** Popular suggestion phrases offered in the popover; choosing one fills the mood box. */
export const MOOD_SUGGESTIONS = [
  "Something light and funny to unwind after work",
  "A heartwarming film the whole family can watch",
  "A mind-bending sci-fi thriller with a twist",
  "A cozy mystery for a rainy Sunday",
  "An epic adventure across space",
  "A romantic comedy for date night",
  "A gripping true-crime series to binge",
  "Something like Paddington 2",
  "A dark, atmospheric thriller",
  "An inspiring true sports story",
] as const;

export const MOOD_COPY = {
  label: "What are you in the mood for?",
  hint: "Describe anything - a mood, genre, or even a specific movie vibe. Be as creative as you want!",
  placeholder: "e.g. a cozy mystery for a rainy night, something like Paddington, or a mind-bending space epic…",
  submit: "Find My Perfect Watch",
  loading: "Finding perfect matches...",
} as const;
