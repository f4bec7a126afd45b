import { Pencil, RotateCw, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input, Label } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useProfile, useSaveProfile } from "@/web/kit/account/api/profile";
import { normaliseName } from "@/web/kit/account/initials";
import { ProfileAvatar } from "@/web/kit/account/profile-avatar";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";
import { SettingsCard } from "./settings-card";

const MEMBER_SINCE = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** Settings › Profile: the initials avatar, name or 'No name set', e-mail, and the name editor. */
export function ProfileTab() {
  const { user } = useSession();
  const profile = useProfile();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const fieldId = useId();

  const current = profile.data ?? null;
  const fullName = current ? current.full_name : (user?.user_metadata.full_name ?? null);
  const email = current?.email ?? user?.email ?? "";

  const startEditing = () => {
    setName(fullName ?? "");
    setEditing(true);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { current, patch: { full_name: normaliseName(name) } },
      {
        onSuccess: () => {
          notify.success("Profile Updated", "Your profile has been updated successfully.");
          setEditing(false);
        },
        onError: (err) => {
          notify.error("Error", err.message || "Failed to update profile. Please try again.");
        },
      },
    );
  };

  return (
    <SettingsCard
      title="Profile Information"
      description="Manage your account details and personal information"
      action={
        profile.isSuccess ? (
          editing ? (
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              <X strokeWidth={1.75} />
              Cancel
            </Button>
          ) : (
            <Button variant="secondary" onClick={startEditing}>
              <Pencil strokeWidth={1.75} />
              Edit
            </Button>
          )
        ) : null
      }
    >
      {profile.isPending ? (
        <div className="flex items-center gap-4" aria-busy="true">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
          <span className="sr-only">Loading your profile</span>
        </div>
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-[var(--radius-control)] border border-border bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-secondary">We couldn't load your profile just now.</p>
          <Button variant="secondary" onClick={() => profile.refetch()}>
            <RotateCw strokeWidth={1.75} />
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="flex items-center gap-4">
            <ProfileAvatar fullName={fullName} username={current?.username} email={email} />
            <div className="min-w-0">
              {fullName ? (
                <p className="truncate text-lg font-semibold text-fg">{fullName}</p>
              ) : (
                <p className="text-lg font-medium italic text-fg-muted">No name set</p>
              )}
              <p className="truncate text-sm text-fg-secondary">{email}</p>
              {current ? (
                <p className="mt-0.5 text-xs text-fg-muted">
                  {current.username ? `@${current.username} · ` : ""}Member since{" "}
                  {MEMBER_SINCE.format(new Date(current.created_at))}
                </p>
              ) : null}
            </div>
          </div>
          {editing ? (
            <form onSubmit={submit} className="mt-6 border-t border-border pt-6">
              <div className="flex flex-col gap-2">
                <Label htmlFor={fieldId}>Full Name</Label>
                <Input
                  id={fieldId}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder="Enter full name"
                  autoComplete="name"
                  maxLength={100}
                  autoFocus
                  disabled={save.isPending}
                />
              </div>
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? "Saving..." : "Save Changes"}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </SettingsCard>
  );
}
