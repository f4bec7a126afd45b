import { type ComponentProps, lazy } from "react";
import { MountOnFirstOpen } from "@/web/lib/lazy-dialog";
import type { MediaDetailsDialog } from "./media-details-dialog";

const Dialog = lazy(() => import("./media-details-dialog").then((m) => ({ default: m.MediaDetailsDialog })));

/** The title details dialog, loaded the first time a title is opened (it is not needed for first paint). */
export function LazyMediaDetailsDialog(props: ComponentProps<typeof MediaDetailsDialog>) {
  return (
    <MountOnFirstOpen open={props.open}>
      <Dialog {...props} />
    </MountOnFirstOpen>
  );
}
