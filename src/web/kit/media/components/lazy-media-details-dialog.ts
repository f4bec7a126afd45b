import { lazyDialog } from "@/web/lib/lazy-dialog";

/** The title details dialog, loaded the first time a title is opened (it is not needed for first paint). */
export const LazyMediaDetailsDialog = lazyDialog(() =>
  import("./media-details-dialog").then((m) => m.MediaDetailsDialog),
);
