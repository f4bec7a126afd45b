import type { TRecommendationRequest } from "@/shared/contracts/recommendations";
import { AUDIENCES, type Audience, TONIGHT_MINUTES } from "@/shared/vocabulary";
import { nullable, oneOf, shape } from "@/web/lib/guards";

/**
 * Tonight's context: who is watching and how much time there is, both optional. The engine makes
 * the time a hard limit and keeps picks family-safe for kids; unset means the request says nothing.
 */
export type TonightMinutes = (typeof TONIGHT_MINUTES)[number];

export interface TonightContext {
  audience: Audience | null;
  minutes: TonightMinutes | null;
}

export const NO_TONIGHT: TonightContext = { audience: null, minutes: null };

export const isTonightContext = shape<TonightContext>({
  audience: nullable(oneOf(AUDIENCES)),
  minutes: nullable(oneOf(TONIGHT_MINUTES)),
});

export const AUDIENCE_LABELS: Record<Audience, string> = {
  just_me: "Just me",
  partner: "Partner",
  friends: "Friends",
  kids: "Kids",
  family: "Family",
};

export const MINUTES_LABELS: Record<TonightMinutes, string> = {
  30: "30 min",
  60: "60 min",
  90: "90 min",
  120: "2 hours",
};

const AUDIENCE_SUMMARY: Record<Audience, string> = {
  just_me: "Just for you",
  partner: "For you and your partner",
  friends: "For you and your friends",
  kids: "For you and the kids",
  family: "For the whole family",
};

const MINUTES_SUMMARY: Record<TonightMinutes, string> = {
  30: "30 minutes or less",
  60: "60 minutes or less",
  90: "90 minutes or less",
  120: "2 hours or less",
};

export function hasTonight(tonight: TonightContext): boolean {
  return tonight.audience !== null || tonight.minutes !== null;
}

/** The results header's short line, e.g. 'For you and the kids · 90 minutes or less'; null when nothing is set. */
export function tonightSummary(tonight: TonightContext): string | null {
  const parts = [
    tonight.audience ? AUDIENCE_SUMMARY[tonight.audience] : null,
    tonight.minutes ? MINUTES_SUMMARY[tonight.minutes] : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The request's fields for what is set; an unset choice is left out, so 'any' sends nothing. */
export function tonightRequestFields(tonight: TonightContext): Pick<TRecommendationRequest, "audience" | "minutes"> {
  return {
    ...(tonight.audience ? { audience: tonight.audience } : {}),
    ...(tonight.minutes ? { minutes: tonight.minutes } : {}),
  };
}
