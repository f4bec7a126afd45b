import { Info } from "lucide-react";
import { useId } from "react";
import { Label } from "@/web/components/ui/input";
import { Switch } from "@/web/components/ui/switch";
import { SettingsCard } from "./settings-card";

/** 'Default Filter Behavior': the auto-apply switch, shown off and disabled, and where to filter instead. */
export function DefaultFilterCard() {
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
