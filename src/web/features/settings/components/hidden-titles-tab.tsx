import { useHiddenTitles, useHideTitle } from "@/web/kit/media/api/hidden";
import { HiddenTitleRow, HiddenTitlesSkeleton } from "./hidden-titles-parts";
import { SettingsCard, SettingsLoadFailed } from "./settings-card";

/**
 * Settings › Hidden titles: what is kept out of recommendations now, newest first, each with
 * "Show again", which takes it off the list at once (and puts it back if the server refuses).
 */
export function HiddenTitlesTab() {
  const hidden = useHiddenTitles();
  const { showAgain } = useHideTitle();

  return (
    <SettingsCard
      title="Hidden titles"
      description="Titles you keep out of your recommendations. 'Not tonight' ones come back on their own."
    >
      {hidden.isPending ? (
        <HiddenTitlesSkeleton />
      ) : hidden.isError ? (
        <SettingsLoadFailed what="hidden titles" onRetry={() => hidden.refetch()} />
      ) : hidden.data.length === 0 ? (
        <p className="text-sm text-fg-secondary">Nothing hidden. Titles you hide from recommendations appear here.</p>
      ) : (
        <ul aria-label="Hidden titles" className="divide-y divide-border">
          {hidden.data.map((item) => (
            <HiddenTitleRow key={item.media_id} item={item} onShowAgain={() => void showAgain(item.media_id)} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
