import { useId, useMemo, useState } from "react";
import { useProfile, useSaveProfile } from "@/web/kit/account/api/profile";
import { useStreamingServices } from "@/web/kit/media/api/streaming-services";
import { makeServiceDirectory } from "@/web/kit/media/service-directory";
import { notify } from "@/web/lib/toast";
import { SettingsCard, SettingsLoadFailed } from "./settings-card";
import { SaveStatusRow, SelectedServices, ServiceChoices, ServicesSkeleton } from "./streaming-services-parts";
import { subscriptionChoices } from "./subscription-choices";

/**
 * 'Streaming Services': the services the person subscribes to, saved on every tick. The tick shows
 * at once and is rolled back to the saved list if the save fails.
 */
export function StreamingServicesCard() {
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
  const looks = (names: readonly { name: string }[]) => names.map((s) => directory.look(s.name));

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

  return (
    <SettingsCard
      title="Streaming Services"
      description="Pick the services you subscribe to. 'Use My Services' in the streaming filter applies them."
    >
      {profile.isPending || services.isPending ? (
        <ServicesSkeleton />
      ) : profile.isError || services.isError ? (
        <SettingsLoadFailed
          what="streaming services"
          onRetry={() => {
            if (profile.isError) profile.refetch();
            if (services.isError) services.refetch();
          }}
        />
      ) : (
        <>
          <SelectedServices services={selected.map((name) => directory.look(name))} />
          <ServiceChoices
            primary={looks(primary)}
            more={looks(more)}
            showMore={showMore}
            selected={selected}
            saving={saving}
            statusId={`${listId}-status`}
            onToggle={toggle}
          />
          <SaveStatusRow
            statusId={`${listId}-status`}
            saving={saving}
            moreCount={more.length}
            canCollapse={!selectedOutside}
            showMore={showMore}
            onToggleMore={() => setExpanded((v) => !v)}
          />
        </>
      )}
    </SettingsCard>
  );
}
