import { type ComponentProps, lazy } from "react";
import { LoadOnFirstOpen } from "@/web/lib/lazy-dialog";
import type { SheetPanel } from "./sheet-panel";

const loadPanel = () => import("./sheet-panel");
const Panel = lazy(() => loadPanel().then((m) => ({ default: m.SheetPanel })));

/**
 * A right-side slide-out panel (the site menu). Only its trigger is part of first paint: the panel,
 * Radix's dialog and its focus and scroll locks load on the first open (decision 0071).
 */
export function Sheet(props: ComponentProps<typeof SheetPanel>) {
  return (
    <LoadOnFirstOpen
      open={props.open}
      onOpen={() => props.onOpenChange(true)}
      preload={loadPanel}
      trigger={props.trigger}
    >
      <Panel {...props} />
    </LoadOnFirstOpen>
  );
}
