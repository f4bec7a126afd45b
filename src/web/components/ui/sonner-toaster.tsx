import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toasterMounted } from "@/web/lib/toast";
import { useMediaQuery } from "@/web/lib/use-media-query";

/** Toasts: bottom-right on desktop, top on mobile; destructive ones in the danger colour. */
export function SonnerToaster() {
  const mobile = useMediaQuery("(max-width: 639px)");
  // Sonner subscribes in its own effect, which runs before this one: toasts asked for now are heard.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Sonner
      theme="dark"
      position={mobile ? "top-center" : "bottom-right"}
      closeButton
      toastOptions={{
        classNames: {
          toast:
            "!bg-surface-2 !border !border-border !text-fg !rounded-[var(--radius-card)] !shadow-[var(--shadow-overlay)]",
          title: "!text-sm !font-semibold",
          description: "!text-sm !text-fg-secondary",
          error: "!border-[rgb(243_107_107/0.45)] !bg-[#2a1518]",
          closeButton: "!bg-surface-3 !border-border !text-fg",
          // "Undo" and the like: the accent, and a full touch target on phones
          actionButton:
            "!h-11 !rounded-[var(--radius-control)] !bg-accent !px-4 !text-sm !font-semibold !text-accent-fg hover:!bg-accent-hover sm:!h-9 sm:!px-3",
        },
      }}
    />
  );
}
