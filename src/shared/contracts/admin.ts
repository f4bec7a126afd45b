import { z } from "zod";
import { FEEDBACK_TYPES } from "../engagement";

/** Sizes and windows of the admin dashboard's lists and charts. */
export const ADMIN_LIMITS = {
  topRecommendationsDefault: 10,
  topRecommendationsDashboard: 5,
  topRecommendationsMax: 50,
  streamingServices: 10,
  recentActivity: 10,
  userMetricsSessions: 10,
  sessionsPerUser: 20,
  trendDays: 30,
  dailySummaryDays: 30,
  dailySummaryShown: 20,
} as const;

const isoDateTime = z.string();
/** A calendar day in UTC, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();
const feedbackType = z.enum(FEEDBACK_TYPES);

// GET /api/admin/analytics ---------------------------------------------------------------------

export const ZAnalyticsQuery = z.object({
  top_limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_LIMITS.topRecommendationsMax)
    .default(ADMIN_LIMITS.topRecommendationsDefault),
});

const ZTrendDay = z.object({
  date: day,
  sessions: count,
  recommendations: count,
  feedback: count,
  /** mean engagement rate (percent) of that day's sessions with recommendations; null without any */
  engagement_rate: z.number().nullable(),
});
export type TTrendDay = z.infer<typeof ZTrendDay>;

const ZOverview = z.object({
  total_users: count,
  total_sessions: count,
  total_recommendations: count,
  total_feedback: count,
  /** mean over sessions of (weighted-kind feedback events ÷ recommendations × 100), 2 decimals */
  avg_engagement: z.number(),
  /** the last 30 days, oldest first, every day present */
  trend: z.array(ZTrendDay),
});
export type TOverview = z.infer<typeof ZOverview>;

const ZEngagementBreakdown = z.object({
  clicked: count,
  added_to_watchlist: count,
  rated: count,
  trailer_played: count,
  streaming_clicked: count,
});

const ZTopRecommendation = z.object({
  media_id: z.string().nullable(),
  title: z.string(),
  year: z.number().int().nullable(),
  type: z.enum(["movie", "tv"]).nullable(),
  poster_url: z.string().nullable(),
  /** the catalogue's average rating, out of 10 */
  rating: z.number().nullable(),
  times_recommended: count,
  avg_match_score: z.number(),
  engagement_score: z.number(),
  feedback_count: count,
  breakdown: ZEngagementBreakdown,
  last_recommended_at: isoDateTime,
});
export type TTopRecommendation = z.infer<typeof ZTopRecommendation>;

const ZTopRecommendations = z.object({
  /** "engagement": ranked by engagement score; "recent": no feedback yet, latest by match score */
  source: z.enum(["engagement", "recent"]),
  limit: count,
  items: z.array(ZTopRecommendation),
});
export type TTopRecommendations = z.infer<typeof ZTopRecommendations>;

const ZServicePerformance = z.object({
  service: z.string(),
  display_name: z.string(),
  color: z.string().nullable(),
  total_offerings: count,
  subscription: count,
  free: count,
  rent: count,
  buy: count,
  clicks: count,
});
export type TServicePerformance = z.infer<typeof ZServicePerformance>;

const ZSessionRow = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  mood: z.string(),
  ai_provider: z.string(),
  status: z.string(),
  /** seconds with one decimal; null when not measured */
  processing_time_seconds: z.number().nullable(),
  recommendation_count: count,
  request_timestamp: isoDateTime,
});
export type TSessionRow = z.infer<typeof ZSessionRow>;

const ZProfileActivity = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  streaming_services: z.array(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

const ZMediaActivity = z.object({
  user_id: z.string(),
  user_name: z.string(),
  media_id: z.string(),
  title: z.string(),
  year: z.number().int(),
  type: z.enum(["movie", "tv"]),
  status: z.string().nullable(),
  /** 1 to 10 */
  user_rating: z.number().int().nullable(),
  updated_at: isoDateTime,
});

const ZRecommendationActivity = z.object({
  user_id: z.string(),
  user_name: z.string(),
  sessions: count,
  recommendations: count,
  last_mood: z.string(),
  last_request_at: isoDateTime,
});

const ZDailyActivity = z.object({
  date: day,
  new_users: count,
  media_updates: count,
  ratings: count,
  sessions: count,
  feedback: count,
  /** distinct people who rated, saved, asked for recommendations or gave feedback that day */
  active_users: count,
});
export type TDailyActivity = z.infer<typeof ZDailyActivity>;

const ZUserActivity = z.object({
  total_users: count,
  users_with_media: count,
  users_with_recommendations: count,
  users_with_feedback: count,
  recent_profiles: z.array(ZProfileActivity),
  recent_media: z.array(ZMediaActivity),
  recent_recommendations: z.array(ZRecommendationActivity),
  /** the last 30 days, newest first, every day present */
  daily: z.array(ZDailyActivity),
});
export type TUserActivity = z.infer<typeof ZUserActivity>;

export const ZAnalyticsResponse = z.object({
  generated_at: isoDateTime,
  overview: ZOverview,
  top_recommendations: ZTopRecommendations,
  streaming_performance: z.array(ZServicePerformance),
  user_metrics: z.object({ sessions: z.array(ZSessionRow) }),
  user_activity: ZUserActivity,
});
export type TAnalyticsResponse = z.infer<typeof ZAnalyticsResponse>;

// GET /api/admin/users/:id/insights: one person's feedback, engagement and sessions -------------

export const ZUserInsightsParams = z.object({ id: z.string().uuid() });

const ZFeedbackSummaryRow = z.object({
  feedback_type: feedbackType,
  count: count,
  last_feedback_at: isoDateTime,
});
export type TFeedbackSummaryRow = z.infer<typeof ZFeedbackSummaryRow>;

const ZFeedbackTrendRow = z.object({ date: day, feedback_type: feedbackType, count: count });
export type TFeedbackTrendRow = z.infer<typeof ZFeedbackTrendRow>;

const ZEngagementInsights = z.object({
  total_recommendations: count,
  total_feedback: count,
  /** percent, 2 decimals; 0 without sessions */
  avg_engagement_rate: z.number(),
});
export type TEngagementInsights = z.infer<typeof ZEngagementInsights>;

export const ZUserInsightsResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string().nullable() }),
  engagement: ZEngagementInsights.nullable(),
  feedback_summary: z.array(ZFeedbackSummaryRow),
  feedback_trends: z.array(ZFeedbackTrendRow),
  /** the person's latest 20 sessions, newest first */
  sessions: z.array(ZSessionRow),
});
export type TUserInsightsResponse = z.infer<typeof ZUserInsightsResponse>;
