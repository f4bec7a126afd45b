import { useMutation } from "@tanstack/react-query";
import type { TSignUpRequest, TSignUpResponse } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";

/** POST /api/auth/signup: the pending account; a verification code is on its way by mail. */
export async function signUp(body: TSignUpRequest): Promise<TSignUpResponse> {
  const res = await apiRequest<Partial<TSignUpResponse>>("/api/auth/signup", { method: "POST", body });
  // An answer without the new user counts as a failed sign-up, with a message of its own.
  if (!res.user) throw new Error("No user data returned from signup");
  return res as TSignUpResponse;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
