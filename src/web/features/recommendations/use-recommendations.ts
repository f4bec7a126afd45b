import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { TSessionResponse } from "@/shared/contracts/auth";
import type { TRecommendationRequest } from "@/shared/contracts/recommendations";
import { SESSION_QUERY_KEY } from "@/web/kit/session/session-provider";
import { fetchRecommendations } from "./api/fetch-recommendations";
import { streamRecommendations } from "./api/stream-recommendations";
import {
  INITIAL_STATE,
  type RecommendationsAction,
  type RecommendationsState,
  recommendationsReducer,
  type SavedPosition,
} from "./recommendation-state";
import { clearSavedRecommendations, loadSavedRecommendations, saveRecommendations } from "./recommendation-storage";
import { type TonightContext, tonightRequestFields } from "./tonight-context";

export const RECOMMENDATION_COUNTRY = "us";

/**
 * The request body: the mood and whatever of tonight's context is set; the server reads liked (7+)
 * and disliked (4-) titles from the person's ratings.
 */
export function recommendationRequest(mood: string, tonight: TonightContext): TRecommendationRequest {
  return {
    mood,
    includeStreamingAvailability: true,
    country: RECOMMENDATION_COUNTRY,
    ...tonightRequestFields(tonight),
  };
}

function initialState(userId: string): RecommendationsState {
  const saved = loadSavedRecommendations(userId);
  return saved ? recommendationsReducer(INITIAL_STATE, { type: "restore", saved }) : INITIAL_STATE;
}

/**
 * The recommendation request and its results: streams the picks and shows each as it arrives, falls
 * back to the JSON request when the stream fails, always clears loading at the end; when both fail
 * the error is only logged and the page shows its 'No recommendations found.' empty state. Results,
 * query and position are kept in browser storage for this user and restored on return; they are
 * dropped when the person signs out or clears them.
 */
export function useRecommendations(userId: string) {
  const [state, dispatch] = useReducer(recommendationsReducer, userId, initialState);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  // What clear and restore read: the state of the last render, and whether the page is still open.
  const latest = useRef(state);
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Every request is a new search, also one that changes only tonight's context: it replaces the
  // picks, the kept copy and the position.
  const request = useCallback(async (mood: string, tonight: TonightContext) => {
    const text = mood.trim();
    if (!text) return;
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    dispatch({ type: "start", query: text, tonight });
    clearSavedRecommendations();
    const body = recommendationRequest(text, tonight);
    try {
      await streamRecommendations(
        body,
        (event) => {
          if (ac.signal.aborted) return;
          if (event.type === "recommendation") dispatch({ type: "pick", recommendation: event.data });
          else if (event.type === "status") dispatch({ type: "status", message: event.message });
          else if (event.type === "partial") dispatch({ type: "status", message: event.content });
          else if (event.type === "complete" && event.data.notice)
            dispatch({ type: "notice", message: event.data.notice });
        },
        ac.signal,
      );
    } catch (streamError) {
      if (ac.signal.aborted) return;
      console.warn("Recommendation stream failed; trying the non-streaming request", streamError);
      try {
        const recommendations = await fetchRecommendations(body, ac.signal);
        if (!ac.signal.aborted) dispatch({ type: "replace", recommendations });
      } catch (fallbackError) {
        if (!ac.signal.aborted) console.error("Recommendation request failed", fallbackError);
      }
    } finally {
      if (controller.current === ac) {
        controller.current = null;
        dispatch({ type: "finish" });
      }
    }
  }, []);

  const act = useCallback((action: RecommendationsAction) => dispatch(action), []);

  /** Stops a running request and empties the list and its stored copy; returns what was shown, for Undo. */
  const clear = useCallback((): SavedPosition | null => {
    const { query, tonight, recommendations, revealed, page, index } = latest.current;
    controller.current?.abort();
    controller.current = null;
    clearSavedRecommendations();
    dispatch({ type: "clear" });
    return recommendations.length > 0 ? { query, tonight, recommendations, revealed, page, index } : null;
  }, []);

  /**
   * Puts cleared picks back (Undo), stored the way a finished request is (the effect below), unless
   * something replaced them since: a new request here, or, when the page was left meanwhile, a stored
   * list or another person signed in.
   */
  const restore = useCallback(
    (saved: SavedPosition) => {
      if (!mounted.current) {
        const session = queryClient.getQueryData<TSessionResponse>(SESSION_QUERY_KEY);
        if (session?.user?.id === userId && !loadSavedRecommendations(userId)) saveRecommendations(userId, saved);
        return;
      }
      const now = latest.current;
      if (now.loading || now.recommendations.length > 0) return;
      dispatch({ type: "restore", saved });
    },
    [queryClient, userId],
  );

  // Keep the finished results and the position for this user.
  const { loading, recommendations, query, tonight, revealed, page, index } = state;
  useEffect(() => {
    if (loading || recommendations.length === 0) return;
    saveRecommendations(userId, { query, tonight, recommendations, revealed, page, index });
  }, [userId, loading, recommendations, query, tonight, revealed, page, index]);

  // Leaving the page stops a running request. The page unmounts when the person signs out (the
  // route needs a user); then the stored picks go too.
  useEffect(
    () => () => {
      controller.current?.abort();
      const session = queryClient.getQueryData<TSessionResponse>(SESSION_QUERY_KEY);
      if (session && !session.user) clearSavedRecommendations();
    },
    [queryClient],
  );

  return { state, request, act, clear, restore };
}
