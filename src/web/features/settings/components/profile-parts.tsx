import type { FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Input, Label } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ProfileAvatar } from "@/web/kit/account/profile-avatar";

const MEMBER_SINCE = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

export function ProfileSkeleton() {
  return (
    <div className="flex items-center gap-4" aria-busy="true">
      <Skeleton className="size-16 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
      <span className="sr-only">Loading your profile</span>
    </div>
  );
}

/** The initials avatar, the name (or 'No name set'), the e-mail, and the username and join date. */
export function ProfileSummary({
  fullName,
  email,
  username,
  createdAt,
}: {
  fullName: string | null;
  email: string;
  username: string | null | undefined;
  /** null until the profile exists */
  createdAt: string | null;
}) {
  return (
    <div className="flex items-center gap-4">
      <ProfileAvatar fullName={fullName} username={username} email={email} />
      <div className="min-w-0">
        {fullName ? (
          <p className="truncate text-lg font-semibold text-fg">{fullName}</p>
        ) : (
          <p className="text-lg font-medium italic text-fg-muted">No name set</p>
        )}
        <p className="truncate text-sm text-fg-secondary">{email}</p>
        {createdAt ? (
          <p className="mt-0.5 text-xs text-fg-muted">
            {username ? `@${username} · ` : ""}Member since {MEMBER_SINCE.format(new Date(createdAt))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The 'Full Name' editor with Cancel and 'Save Changes'; everything is locked while saving. */
export function NameForm({
  fieldId,
  name,
  saving,
  onNameChange,
  onSubmit,
  onCancel,
}: {
  fieldId: string;
  name: string;
  saving: boolean;
  onNameChange: (name: string) => void;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form onSubmit={onSubmit} className="mt-6 border-t border-border pt-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>Full Name</Label>
        <Input
          id={fieldId}
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
          placeholder="Enter full name"
          autoComplete="name"
          maxLength={100}
          autoFocus
          disabled={saving}
        />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
