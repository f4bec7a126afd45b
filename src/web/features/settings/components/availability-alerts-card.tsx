import { Bell } from "lucide-react";
import { useId, useState } from "react";
import { Label } from "@/web/components/ui/input";
import { Switch } from "@/web/components/ui/switch";
import { useProfile, useSaveProfile } from "@/web/kit/account/api/profile";
import { notify } from "@/web/lib/toast";
import { SettingsCard, SettingsLoadFailed } from "./settings-card";

/**
 * 'Availability Alerts': in-app alerts are always on; the switch adds one e-mail a day with them.
 * The switch moves at once and goes back if the save fails.
 */
export function AvailabilityAlertsCard() {
  const id = useId();
  const profile = useProfile();
  const save = useSaveProfile();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const current = profile.data ?? null;
  const checked = optimistic ?? current?.availability_digest ?? false;

  const change = (on: boolean) => {
    setOptimistic(on);
    save.mutate(
      { current, patch: { availability_digest: on } },
      {
        onSuccess: () => notify.success("Success", on ? "Daily digest turned on." : "Daily digest turned off."),
        onError: () => notify.error("Error", "Failed to save your e-mail preference. Please try again."),
        onSettled: () => setOptimistic(null),
      },
    );
  };

  return (
    <SettingsCard
      title="Availability Alerts"
      description="When a title on your watch list arrives on one of your services or becomes free, the bell tells you."
    >
      {profile.isError ? (
        <SettingsLoadFailed what="alert settings" onRetry={() => profile.refetch()} />
      ) : (
        <div className="rounded-[var(--radius-control)] border border-border bg-surface-2 p-4">
          <div className="flex min-h-11 items-center justify-between gap-4">
            <Label htmlFor={id} className="text-fg">
              E-mail me a daily digest
            </Label>
            <Switch
              id={id}
              checked={checked}
              disabled={profile.isPending || save.isPending}
              onCheckedChange={change}
              aria-describedby={`${id}-hint`}
            />
          </div>
          <p id={`${id}-hint`} className="mt-2 flex gap-2 text-sm text-fg-secondary">
            <Bell className="mt-0.5 size-4 shrink-0 text-fg-muted" strokeWidth={1.75} aria-hidden />
            <span>At most one e-mail a day, only when something on your watch list became available to you.</span>
          </p>
        </div>
      )}
    </SettingsCard>
  );
}
