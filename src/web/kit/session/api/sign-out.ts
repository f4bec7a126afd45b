import { apiRequest } from "@/web/lib/api";

/** POST /api/auth/signout: ends the session on the server and clears the cookie. */
export async function signOutRequest(): Promise<void> {
  await apiRequest("/api/auth/signout", { method: "POST" });
}
