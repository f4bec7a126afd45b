import { type ReactNode, Suspense, useState } from "react";

/**
 * Holds back a lazily loaded dialog until it first opens, so its code is not part of first paint. It
 * stays mounted after that, so closing still animates and reopening is instant.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
