import { Pencil, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useProfile, useSaveProfile } from "@/web/kit/account/api/profile";
import { normaliseName } from "@/web/kit/account/initials";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";
import { NameForm, ProfileSkeleton, ProfileSummary } from "./profile-parts";
import { SettingsCard, SettingsLoadFailed } from "./settings-card";

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
        <ProfileSkeleton />
      ) : profile.isError ? (
        <SettingsLoadFailed what="profile" onRetry={() => profile.refetch()} />
      ) : (
        <>
          <ProfileSummary
            fullName={fullName}
            email={email}
            username={current?.username}
            createdAt={current?.created_at ?? null}
          />
          {editing ? (
            <NameForm
              fieldId={fieldId}
              name={name}
              saving={save.isPending}
              onNameChange={setName}
              onSubmit={submit}
              onCancel={() => setEditing(false)}
            />
          ) : null}
        </>
      )}
    </SettingsCard>
  );
}
