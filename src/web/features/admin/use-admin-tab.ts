import { useSearchParams } from "react-router";
import { ADMIN_TABS } from "./components/admin-tabs";

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

function isTab(v: string | null): v is AdminTab {
  return ADMIN_TABS.some((t) => t.value === v);
}

/**
 * The open dashboard tab, kept in `?tab=` so a reload or a shared link opens the same one. Overview,
 * the default, leaves the address bare; switching replaces the history entry instead of adding one.
 */
export function useAdminTab(): [AdminTab, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: AdminTab = isTab(tabParam) ? tabParam : "overview";
  const setTab = (next: string) =>
    setParams(
      (p) => {
        const updated = new URLSearchParams(p);
        if (next === "overview") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}
