import { type ComponentProps, lazy } from "react";
import { LoadOnFirstOpen } from "@/web/lib/lazy-dialog";
import type { PopoverPanel } from "./popover";

const loadPopover = () => import("./popover");
const Panel = lazy(() => loadPopover().then((m) => ({ default: m.PopoverPanel })));

/**
 * A controlled popover whose code loads the first time it opens (decision 0071): `trigger` is the
 * button, the other props are the panel's (PopoverContent's). Until the first open the trigger stands
 * alone and a click asks onOpenChange(true), which may refuse (a visitor asked to sign in).
 */
export function LazyPopover(props: ComponentProps<typeof PopoverPanel>) {
  return (
    <LoadOnFirstOpen
      open={props.open}
      onOpen={() => props.onOpenChange(true)}
      preload={loadPopover}
      trigger={props.trigger}
    >
      <Panel {...props} />
    </LoadOnFirstOpen>
  );
}
