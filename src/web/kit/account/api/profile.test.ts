import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TProfile } from "@/shared/contracts/profile";
import { ApiError, clientDeps } from "@/web/lib/api";
import { isUsernameTaken, saveProfile } from "./profile";

vi.mock("@/web/kit/session/session-provider", () => ({ useSession: () => ({}) }));

const PROFILE: TProfile = {
  id: "u1",
  username: "user_ab12cd34",
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  streaming_services: ["netflix"],
  default_streaming_filter_enabled: false,
  availability_digest: false,
  created_at: "2025-08-01T10:00:00.000Z",
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const originalFetch = clientDeps.fetch;
let calls: Call[];
let answers: { status: number; body: unknown }[];

beforeEach(() => {
  calls = [];
  answers = [];
  clientDeps.fetch = async (input, init) => {
    calls.push({
      method: init?.method ?? "GET",
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { "content-type": "application/json" },
    });
  };
});
afterEach(() => {
  clientDeps.fetch = originalFetch;
});

describe("saveProfile", () => {
  it("patches an existing profile", async () => {
    answers.push({ status: 200, body: { profile: { ...PROFILE, full_name: null } } });
    const saved = await saveProfile(PROFILE, { full_name: null });
    expect(saved?.full_name).toBeNull();
    expect(calls).toEqual([{ method: "PATCH", path: "/api/profile", body: { full_name: null } }]);
  });

  it("creates a missing profile with the full name in one request", async () => {
    answers.push({ status: 201, body: { profile: PROFILE } });
    const saved = await saveProfile(null, { full_name: "Ada Lovelace" });
    expect(saved).toEqual(PROFILE);
    expect(calls).toEqual([{ method: "POST", path: "/api/profile", body: { full_name: "Ada Lovelace" } }]);
  });

  it("creates, then patches the other fields", async () => {
    answers.push({ status: 201, body: { profile: { ...PROFILE, streaming_services: [] } } });
    answers.push({ status: 200, body: { profile: PROFILE } });
    await saveProfile(null, { streaming_services: ["netflix"] });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ["POST", {}],
      ["PATCH", { streaming_services: ["netflix"] }],
    ]);
  });

  it("tolerates 'Profile already exists for this user' and updates instead", async () => {
    answers.push({
      status: 409,
      body: { error: { code: "profile_exists", message: "Profile already exists for this user" } },
    });
    answers.push({ status: 200, body: { profile: PROFILE } });
    const saved = await saveProfile(null, { full_name: "Ada Lovelace" });
    expect(saved).toEqual(PROFILE);
    expect(calls.map((c) => c.method)).toEqual(["POST", "PATCH"]);
  });

  it("surfaces other failures", async () => {
    answers.push({ status: 400, body: { error: { code: "validation", message: "full_name: too long" } } });
    await expect(saveProfile(PROFILE, { full_name: "x" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("isUsernameTaken", () => {
  it("recognises a username conflict and nothing else", () => {
    expect(isUsernameTaken(new ApiError(409, "username_taken", "Username already taken"))).toBe(true);
    expect(
      isUsernameTaken(new ApiError(409, "conflict", "This username is already taken. Please choose another one.")),
    ).toBe(true);
    expect(isUsernameTaken(new ApiError(409, "profile_exists", "Profile already exists for this user"))).toBe(false);
    expect(isUsernameTaken(new ApiError(400, "validation", "username: invalid"))).toBe(false);
    expect(isUsernameTaken(new Error("username"))).toBe(false);
  });
});
