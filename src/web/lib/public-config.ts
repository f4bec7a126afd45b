import { useQuery } from "@tanstack/react-query";
import type { TPublicConfig } from "@/shared/contracts/meta";
import { apiRequest } from "@/web/lib/api";

const FALLBACK: TPublicConfig = {
  contact_email: "hello@moodreel.app",
  community_url: "https://discord.gg/moodreel",
  dev_mailbox: false,
  tmdb_attribution: false,
};

/** Contact address and community link come from the server's configuration. */
export function usePublicConfig(): TPublicConfig {
  const q = useQuery({
    queryKey: ["config"],
    queryFn: () => apiRequest<TPublicConfig>("/api/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return q.data ?? FALLBACK;
}
