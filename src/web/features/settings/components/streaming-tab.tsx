import { ChevronDown, Info, LoaderCircle, RotateCw } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Switch } from "@/web/components/ui/switch";
import { useProfile, useSaveProfile } from "@/web/kit/account/api/profile";
import { useStreamingServices } from "@/web/kit/media/api/streaming-services";
import { ServiceChip, ServiceMark } from "@/web/kit/media/components/service-mark";
import { makeServiceDirectory } from "@/web/kit/media/service-directory";
import { cn } from "@/web/lib/cn";
import { notify } from "@/web/lib/toast";
import { SettingsCard } from "./settings-card";

/**
 * The services offered as checkboxes: the sign-up services first (in the spec's order), then the
 * other subscription services by name.
 */
export function subscriptionChoices(services: readonly TStreamingService[]): {
  primary: TStreamingService[];
  more: TStreamingService[];
} {
  const primary = services.filter((s) => s.offered_at_signup);
  const more = services
    .filter((s) => !s.offered_at_signup && s.kind === "subscription")
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
  return { primary, more };
}

/** Settings › Streaming: the services the user pays for, and the (disabled) auto-apply switch. */
export function StreamingTab() {
  return (
    <div className="space-y-6">
      <StreamingServicesCard />
      <DefaultFilterCard />
    </div>
  );
}

function StreamingServicesCard() {
  const profile = useProfile();
  const services = useStreamingServices();
  const save = useSaveProfile();
  const [optimistic, setOptimistic] = useState<string[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  const directory = useMemo(() => makeServiceDirectory(services.data), [services.data]);
  const { primary, more } = useMemo(() => subscriptionChoices(services.data ?? []), [services.data]);
  const current = profile.data ?? null;
  const selected = optimistic ?? current?.streaming_services ?? [];
  const selectedOutside = more.some((s) => selected.includes(s.name));
  const showMore = expanded || selectedOutside;
  const saving = save.isPending;

  const toggle = (name: string, on: boolean) => {
    const next = on ? [...selected.filter((n) => n !== name), name] : selected.filter((n) => n !== name);
    setOptimistic(next);
    save.mutate(
      { current, patch: { streaming_services: next } },
      {
        onSuccess: () => notify.success("Success", "Streaming preferences saved successfully!"),
        onError: () => notify.error("Error", "Failed to save streaming preferences. Please try again."),
        onSettled: () => setOptimistic(null),
      },
    );
  };

  const loading = profile.isPending || services.isPending;
  const failed = profile.isError || services.isError;

  return (
    <SettingsCard
      title="Streaming Services"
      description="Pick the services you subscribe to. 'Use My Services' in the streaming filter applies them."
    >
      {loading ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-8 w-2/3 rounded-full" />
          <div className="grid gap-2 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={`s-${i}`} className="h-12" />
            ))}
          </div>
          <span className="sr-only">Loading your streaming services</span>
        </div>
      ) : failed ? (
        <div className="flex flex-col items-start gap-3 rounded-[var(--radius-control)] border border-border bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-secondary">We couldn't load your streaming services just now.</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (profile.isError) profile.refetch();
              if (services.isError) services.refetch();
            }}
          >
            <RotateCw strokeWidth={1.75} />
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div>
            <h3 className="text-sm font-medium text-fg-secondary">Your services</h3>
            {selected.length > 0 ? (
              <ul aria-label="Selected services" className="mt-3 flex flex-wrap gap-2">
                {selected.map((name) => (
                  <li key={name}>
                    <ServiceChip look={directory.look(name)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-fg-muted">None selected yet. Tick the services you subscribe to.</p>
            )}
          </div>

          <fieldset
            className="mt-6 border-t border-border pt-6"
            disabled={saving}
            aria-describedby={`${listId}-status`}
          >
            <legend className="sr-only">Subscription services</legend>
            <ServiceCheckboxes
              services={primary}
              selected={selected}
              saving={saving}
              onToggle={toggle}
              directory={directory}
            />
            {showMore && more.length > 0 ? (
              <div className="mt-5">
                <h3 className="text-sm font-medium text-fg-secondary">More subscription services</h3>
                <div className="mt-3">
                  <ServiceCheckboxes
                    services={more}
                    selected={selected}
                    saving={saving}
                    onToggle={toggle}
                    directory={directory}
                  />
                </div>
              </div>
            ) : null}
          </fieldset>

          <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
            <p id={`${listId}-status`} role="status" className="flex items-center gap-2 text-sm text-fg-secondary">
              {saving ? (
                <>
                  <LoaderCircle className="size-4 animate-spin text-accent" strokeWidth={1.75} aria-hidden />
                  Saving preferences...
                </>
              ) : null}
            </p>
            {more.length > 0 && !selectedOutside ? (
              <Button variant="ghost" onClick={() => setExpanded((v) => !v)} aria-expanded={showMore}>
                {showMore ? "Show fewer services" : `Show ${more.length} more services`}
                <ChevronDown
                  className={cn("transition-transform duration-200", showMore && "rotate-180")}
                  strokeWidth={1.75}
                />
              </Button>
            ) : null}
          </div>
        </>
      )}
    </SettingsCard>
  );
}

function ServiceCheckboxes({
  services,
  selected,
  saving,
  onToggle,
  directory,
}: {
  services: TStreamingService[];
  selected: string[];
  saving: boolean;
  onToggle(name: string, on: boolean): void;
  directory: ReturnType<typeof makeServiceDirectory>;
}) {
  const baseId = useId();
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {services.map((s, i) => {
        const id = `${baseId}-${i}`;
        const checked = selected.includes(s.name);
        return (
          <li key={s.name}>
            <div
              className={cn(
                "flex min-h-12 items-center gap-3 rounded-[var(--radius-control)] border px-3 transition-colors duration-150",
                checked ? "border-accent/50 bg-[rgb(245_185_66/0.06)]" : "border-border bg-surface-2",
                saving ? "opacity-70" : "hover:border-border-strong",
              )}
            >
              <Checkbox
                id={id}
                checked={checked}
                disabled={saving}
                onCheckedChange={(v) => onToggle(s.name, v === true)}
              />
              <label htmlFor={id} className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 text-sm text-fg">
                <ServiceMark look={directory.look(s.name)} decorative />
                {s.display_name}
              </label>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function DefaultFilterCard() {
  const id = useId();
  return (
    <SettingsCard title="Default Filter Behavior" description="Whether the catalogue starts filtered to your services.">
      <div className="rounded-[var(--radius-control)] border border-border bg-surface-2 p-4">
        <div className="flex min-h-11 items-center justify-between gap-4">
          <Label htmlFor={id} className="text-fg">
            Auto-apply streaming filter
          </Label>
          <Switch id={id} checked={false} disabled aria-describedby={`${id}-hint`} />
        </div>
        <p id={`${id}-hint`} className="mt-2 flex gap-2 text-sm text-fg-secondary">
          <Info className="mt-0.5 size-4 shrink-0 text-fg-muted" strokeWidth={1.75} aria-hidden />
          <span>
            This feature is temporarily disabled to improve performance. To filter by your services, open the streaming
            filter and choose 'Use My Services'.
          </span>
        </p>
      </div>
    </SettingsCard>
  );
}
