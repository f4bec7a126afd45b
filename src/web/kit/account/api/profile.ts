import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  PROFILE_MESSAGES,
  type TProfile,
  type TProfileCreate,
  type TProfilePatch,
  type TProfileResponse,
} from "@/shared/contracts/profile";
import { useSession } from "@/web/kit/session/session-provider";
import { ApiError, apiRequest } from "@/web/lib/api";

/** Every cached profile lives under this prefix (other features may key theirs below it too). */
export const PROFILE_QUERY_ROOT = ["profile"] as const;

/** GET /api/profile: the caller's profile, or null when none exists yet. */
export async function fetchProfile(signal?: AbortSignal): Promise<TProfile | null> {
  const res = await apiRequest<TProfileResponse>("/api/profile", { signal });
  return res.profile;
}

/** POST /api/profile: creates the caller's profile (the server generates a username when none is given). */
export async function createProfile(body: TProfileCreate): Promise<TProfile | null> {
  const res = await apiRequest<TProfileResponse>("/api/profile", { method: "POST", body });
  return res.profile;
}

/** PATCH /api/profile with any subset of the editable fields. */
export async function patchProfile(body: TProfilePatch): Promise<TProfile | null> {
  const res = await apiRequest<TProfileResponse>("/api/profile", { method: "PATCH", body });
  return res.profile;
}

/**
 * A create answered 'Profile already exists for this user': the profile was made meanwhile (another
 * tab, say), so saveProfile updates it instead of failing.
 */
export function isProfileAlreadyExists(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && err.message === PROFILE_MESSAGES.alreadyExists;
}

/** Another account already has the username: the server's 409 when the unique index rejects it. */
export function isUsernameTaken(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && /username/i.test(`${err.code} ${err.message}`);
}

/**
 * Saves `patch`. Without a profile it is created first (with the full name, when given); a create
 * answered 'already exists' falls back to an update.
 */
export async function saveProfile(current: TProfile | null, patch: TProfilePatch): Promise<TProfile | null> {
  if (!current) {
    const { full_name, ...rest } = patch;
    try {
      const created = await createProfile(full_name === undefined ? {} : { full_name });
      return Object.keys(rest).length === 0 ? created : await patchProfile(rest);
    } catch (err) {
      if (!isProfileAlreadyExists(err)) throw err;
    }
  }
  return patchProfile(patch);
}

export function profileQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, userId ?? "anonymous"] as const,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: !!userId,
  });
}

/** The signed-in user's profile (disabled for guests and anonymous visitors). */
export function useProfile() {
  const { user } = useSession();
  return useQuery(profileQueryOptions(user?.id));
}

/**
 * A profile save: stores the answer in the cache, then refreshes every profile query (the
 * streaming filter's 'Use My Services' reads it too) and the session (which carries the full name).
 */
export function useSaveProfile() {
  const { user, refresh } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { current: TProfile | null; patch: TProfilePatch }) =>
      saveProfile(vars.current, vars.patch),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions(user?.id).queryKey, profile);
      await Promise.all([queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }), refresh()]);
    },
  });
}
