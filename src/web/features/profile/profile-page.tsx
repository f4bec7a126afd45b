import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Input, Label } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import {
  isUsernameTaken,
  PROFILE_QUERY_ROOT,
  profileQueryOptions,
  saveProfile,
  useProfile,
} from "@/web/kit/account/api/profile";
import { normaliseName } from "@/web/kit/account/initials";
import { ProfileAvatar } from "@/web/kit/account/profile-avatar";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";

/**
 * /profile: create or edit the profile. The route's RequireUser sends anyone not logged in (guests
 * too) to /login, and back here once signed in.
 */
export function ProfilePage() {
  const { user, refresh } = useSession();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [fullName, setFullName] = useState<string | null>(null);

  const exists = !!profile.data;
  const email = profile.data?.email ?? user?.email ?? "";
  // The field shows the stored name until the user types.
  const nameValue = fullName ?? profile.data?.full_name ?? (exists ? "" : (user?.user_metadata.full_name ?? ""));

  useEffect(() => {
    if (profile.isError) notify.error("Error loading profile", "There was a problem loading your profile.");
  }, [profile.isError]);

  const save = useMutation({
    mutationFn: (name: string | null) => saveProfile(profile.data ?? null, { full_name: name }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryOptions(user?.id).queryKey, saved);
      setFullName(null);
      notify.success("Profile Updated", "Your profile has been updated successfully.");
      await Promise.all([queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }), refresh()]);
    },
    onError: (err) => {
      notify.error(
        "Error saving profile",
        isUsernameTaken(err)
          ? "This username is already taken. Please choose another one."
          : "There was a problem saving your profile.",
      );
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(normaliseName(nameValue));
  };

  const cancel = () => {
    // Back one step; a page opened directly has nowhere to go back to, so it goes home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/");
  };

  return (
    <div className="page-gutter mx-auto max-w-xl py-10 sm:py-14">
      <div className="flex items-center gap-4">
        <ProfileAvatar fullName={nameValue || null} username={profile.data?.username} email={email} />
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold sm:text-4xl">Profile</h1>
          <p className="mt-1 text-sm text-fg-secondary">
            {exists ? "Keep your details up to date." : "Create your profile to personalise Moodreel."}
          </p>
        </div>
      </div>

      <form
        onSubmit={submit}
        className="mt-8 rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:p-6"
        aria-busy={profile.isPending}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-email`}>Email</Label>
          <Input id={`${ids}-email`} type="email" value={email} readOnly aria-readonly="true" />
          <p className="text-xs text-fg-muted">Your sign-in address. It can't be changed here.</p>
        </div>
        <div className="mt-5 flex flex-col gap-2">
          <Label htmlFor={`${ids}-name`}>Full Name</Label>
          {profile.isPending ? (
            <Skeleton className="h-11" />
          ) : (
            <Input
              id={`${ids}-name`}
              value={nameValue}
              onChange={(e) => setFullName(e.target.value)}
              placeholder="Enter full name"
              autoComplete="name"
              maxLength={100}
              disabled={save.isPending}
            />
          )}
        </div>
        <div className="mt-8 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || profile.isPending || profile.isError}>
            {save.isPending ? "Saving..." : exists ? "Update Profile" : "Create Profile"}
          </Button>
        </div>
      </form>
    </div>
  );
}
