import type { TSessionResponse } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";

/** GET /api/auth/session, always fresh (used to detect an e-mail confirmed elsewhere). */
export function fetchSessionNow(): Promise<TSessionResponse> {
  return apiRequest<TSessionResponse>("/api/auth/session");
}
