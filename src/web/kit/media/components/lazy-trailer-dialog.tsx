import { type ComponentProps, lazy } from "react";
import { MountOnFirstOpen } from "@/web/lib/lazy-dialog";
import type { TrailerDialog } from "./trailer-dialog";

const Dialog = lazy(() => import("./trailer-dialog").then((m) => ({ default: m.TrailerDialog })));

/** The trailer player, loaded the first time a trailer is asked for. */
export function LazyTrailerDialog(props: ComponentProps<typeof TrailerDialog>) {
  return (
    <MountOnFirstOpen open={props.open}>
      <Dialog {...props} />
    </MountOnFirstOpen>
  );
}
