import {
  ADMIN_LIMITS,
  type TAnalyticsResponse,
  type TDailyActivity,
  type TEngagementInsights,
  type TFeedbackSummaryRow,
  type TFeedbackTrendRow,
  type TSessionRow,
  type TTopRecommendation,
  type TTopRecommendations,
  type TTrendDay,
  type TUserInsightsResponse,
} from "../../../shared/contracts/admin";
import type { FeedbackType } from "../../../shared/engagement";
import type { Queryable } from "../../db/client";
import { notFound } from "../../errors";
import { posterUrlOf } from "../catalogue/repo";
import * as activityRepo from "./repo-activity";
import * as overviewRepo from "./repo-overview";
import * as personRepo from "./repo-person";
import type { Window } from "./repo-sql";
import * as topTitlesRepo from "./repo-top-titles";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Logs a failed per-user helper, which then answers an empty list or null so the other sections still show. */
type HelperLog = (err: unknown, helper: string) => void;
const silent: HelperLog = () => {};

/** The `days` calendar days (UTC) ending with today: [first midnight, next midnight) and each day's key. */
export function dayWindow(now: Date, days: number): Window & { days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const list: string[] = [];
  for (let i = 0; i < days; i++) list.push(new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10));
  return { from, to: new Date(today + DAY_MS), days: list };
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** Milliseconds as seconds with one decimal. */
export const secondsOneDecimal = (ms: number | null): number | null => (ms === null ? null : Math.round(ms / 100) / 10);

function toSession(r: activityRepo.SessionRow): TSessionRow {
  return {
    id: r.id,
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    mood: r.mood,
    ai_provider: r.ai_provider,
    status: r.status,
    processing_time_seconds: secondsOneDecimal(r.processing_time_ms),
    recommendation_count: r.recommendation_count,
    request_timestamp: iso(r.request_timestamp),
  };
}

function toTop(r: topTitlesRepo.TopRecommendationRow): TTopRecommendation {
  return {
    media_id: r.media_id,
    title: r.title,
    year: r.year,
    type: r.type,
    // a title still in the catalogue has its generated poster when it came without one
    poster_url: r.media_id ? posterUrlOf(r.media_id, r.poster_url) : r.poster_url,
    rating: r.rating,
    times_recommended: r.times_recommended,
    avg_match_score: Math.round(r.avg_match_score * 10) / 10,
    engagement_score: r.engagement_score,
    feedback_count: r.feedback_count,
    breakdown: {
      clicked: r.clicked,
      added_to_watchlist: r.added_to_watchlist,
      rated: r.rated,
      trailer_played: r.trailer_played,
      streaming_clicked: r.streaming_clicked,
    },
    last_recommended_at: iso(r.last_recommended_at),
  };
}

/**
 * Top recommendations: fetch twice the limit, sort by engagement score (ties: more feedback,
 * then higher match), keep the limit. With no feedback of the weighted kinds, fall back to the most
 * recent recommendations by match score.
 */
export async function topRecommendations(db: Queryable, limit: number): Promise<TTopRecommendations> {
  const fetch = limit * 2;
  const engaged = await topTitlesRepo.topByEngagement(db, fetch);
  if (engaged.length > 0) {
    const items = [...engaged]
      .sort(
        (a, b) =>
          b.engagement_score - a.engagement_score ||
          b.feedback_count - a.feedback_count ||
          b.avg_match_score - a.avg_match_score ||
          a.title.localeCompare(b.title),
      )
      .slice(0, limit)
      .map(toTop);
    return { source: "engagement", limit, items };
  }
  const recent = await topTitlesRepo.topByRecentMatch(db, fetch);
  return { source: "recent", limit, items: recent.slice(0, limit).map(toTop) };
}

/** Every tab of the admin dashboard, computed in SQL. */
export async function getAnalytics(
  db: Queryable,
  now: Date,
  options: { topLimit?: number } = {},
): Promise<TAnalyticsResponse> {
  const topLimit = options.topLimit ?? ADMIN_LIMITS.topRecommendationsDefault;
  // The overview trend and the daily summary cover the same 30 days, so their figures agree.
  const window = dayWindow(now, ADMIN_LIMITS.dailySummaryDays);
  // Independent reads: on a PostgreSQL pool they run side by side; PGlite queues them.
  const [totals, avgEngagement, sessionTrend, daily, top, services, sessions, profiles, media, recs] =
    await Promise.all([
      overviewRepo.totals(db),
      overviewRepo.averageEngagement(db),
      overviewRepo.sessionTrend(db, window),
      overviewRepo.dailyActivity(db, window),
      topRecommendations(db, topLimit),
      overviewRepo.streamingPerformance(db, ADMIN_LIMITS.streamingServices),
      activityRepo.latestSessions(db, ADMIN_LIMITS.userMetricsSessions),
      activityRepo.recentProfiles(db, ADMIN_LIMITS.recentActivity),
      activityRepo.recentMedia(db, ADMIN_LIMITS.recentActivity),
      activityRepo.recentRecommendationActivity(db, ADMIN_LIMITS.recentActivity),
    ]);

  const sessionsByDay = new Map(sessionTrend.map((r) => [r.date, r]));
  const feedbackByDay = new Map(daily.map((r) => [r.date, r.feedback]));
  const trend: TTrendDay[] = window.days.map((date) => {
    const s = sessionsByDay.get(date);
    return {
      date,
      sessions: s?.sessions ?? 0,
      recommendations: s?.recommendations ?? 0,
      feedback: feedbackByDay.get(date) ?? 0,
      engagement_rate: s?.engagement_rate ?? null,
    };
  });

  const dailyByDay = new Map(daily.map((r) => [r.date, r]));
  const dailyList: TDailyActivity[] = [...window.days].reverse().map((date) => {
    const d = dailyByDay.get(date);
    return {
      date,
      new_users: d?.new_users ?? 0,
      media_updates: d?.media_updates ?? 0,
      ratings: d?.ratings ?? 0,
      sessions: d?.sessions ?? 0,
      feedback: d?.feedback ?? 0,
      active_users: d?.active_users ?? 0,
    };
  });

  return {
    generated_at: now.toISOString(),
    overview: {
      total_users: totals.total_users,
      total_sessions: totals.total_sessions,
      total_recommendations: totals.total_recommendations,
      total_feedback: totals.total_feedback,
      avg_engagement: avgEngagement,
      trend,
    },
    top_recommendations: top,
    streaming_performance: services,
    user_metrics: { sessions: sessions.map(toSession) },
    user_activity: {
      total_users: totals.total_users,
      users_with_media: totals.users_with_media,
      users_with_recommendations: totals.users_with_recommendations,
      users_with_feedback: totals.users_with_feedback,
      recent_profiles: profiles.map((p) => ({
        user_id: p.user_id,
        full_name: p.full_name,
        username: p.username,
        email: p.email,
        streaming_services: p.streaming_services ?? [],
        created_at: iso(p.created_at),
        updated_at: iso(p.updated_at),
      })),
      recent_media: media.map((m) => ({ ...m, updated_at: iso(m.updated_at) })),
      recent_recommendations: recs.map((r) => ({ ...r, last_request_at: iso(r.last_request_at) })),
      daily: dailyList,
    },
  };
}

// The per-user helpers. Each logs its error and answers an empty list or null, so one failing
// section does not take the whole insights page down. ---------------------------------------------

/** get_user_feedback_summary: the person's feedback events by kind, most frequent first. */
export async function getUserFeedbackSummary(
  db: Queryable,
  userId: string,
  log: HelperLog = silent,
): Promise<TFeedbackSummaryRow[]> {
  try {
    const rows = await personRepo.feedbackSummary(db, userId);
    return rows.map((r) => ({
      feedback_type: r.feedback_type as FeedbackType,
      count: r.count,
      last_feedback_at: iso(r.last_feedback_at),
    }));
  } catch (err) {
    log(err, "get_user_feedback_summary");
    return [];
  }
}

/** get_feedback_trends: feedback events per day and kind over the last `days` days (UTC), oldest first. */
export async function getFeedbackTrends(
  db: Queryable,
  userId: string | null,
  now: Date,
  days: number = ADMIN_LIMITS.trendDays,
  log: HelperLog = silent,
): Promise<TFeedbackTrendRow[]> {
  try {
    if (!Number.isInteger(days) || days < 1) return [];
    const rows = await personRepo.feedbackTrends(db, userId, dayWindow(now, days));
    return rows.map((r) => ({ date: r.date, feedback_type: r.feedback_type as FeedbackType, count: r.count }));
  } catch (err) {
    log(err, "get_feedback_trends");
    return [];
  }
}

/** get_user_engagement_insights: recommendations received, feedback given, mean session engagement rate. */
export async function getUserEngagementInsights(
  db: Queryable,
  userId: string,
  log: HelperLog = silent,
): Promise<TEngagementInsights | null> {
  try {
    return await personRepo.engagementInsights(db, userId);
  } catch (err) {
    log(err, "get_user_engagement_insights");
    return null;
  }
}

/** One person's insights for the dashboard: the three helpers and the latest 20 sessions. */
export async function getUserInsights(
  db: Queryable,
  userId: string,
  now: Date,
  log: HelperLog = silent,
): Promise<TUserInsightsResponse> {
  const user = await personRepo.findUser(db, userId);
  if (!user) throw notFound("User");
  const [engagement, summary, trends, sessions] = await Promise.all([
    getUserEngagementInsights(db, userId, log),
    getUserFeedbackSummary(db, userId, log),
    getFeedbackTrends(db, userId, now, ADMIN_LIMITS.trendDays, log),
    activityRepo.latestSessions(db, ADMIN_LIMITS.sessionsPerUser, userId),
  ]);
  return { user, engagement, feedback_summary: summary, feedback_trends: trends, sessions: sessions.map(toSession) };
}
