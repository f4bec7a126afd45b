import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFile, apiRequest, apiStream, clientDeps, errorEnvelope, newIdempotencyKey } from "./api";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const headersOf = (mock: ReturnType<typeof vi.spyOn>, call = 0) =>
  new Headers((mock.mock.calls[call][1] as RequestInit | undefined)?.headers);

describe("apiRequest", () => {
  it("reads the JSON answer, and sends the CSRF header and JSON body only on writes", async () => {
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockImplementation(async () => Response.json({ id: "a" }));
    await expect(apiRequest("/api/thing")).resolves.toEqual({ id: "a" });
    expect(headersOf(fetchMock).get("x-requested-with")).toBeNull();

    await apiRequest("/api/thing", { method: "PUT", body: { n: 1 } });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(headersOf(fetchMock, 1).get("x-requested-with")).toBe("moodreel");
    expect(headersOf(fetchMock, 1).get("content-type")).toBe("application/json");
    expect(init?.body).toBe('{"n":1}');
    expect(init?.credentials).toBe("same-origin");
  });

  it("an error without the envelope (a proxy's page, say) is an http_error with the status", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    await expect(apiRequest("/api/thing", { retry: false })).rejects.toEqual(
      new ApiError(502, "http_error", "HTTP error! status: 502"),
    );
  });

  it("takes the envelope's code, message, field and wait, and nothing of another shape", () => {
    const error = { code: "rate_limited", message: "Slow down.", field: "email", retry_after_seconds: 30 };
    expect(errorEnvelope({ error })).toEqual(error);
    expect(errorEnvelope({ error: { code: "x" } })).toBeNull();
    expect(errorEnvelope({ error: { code: "x", message: "m", retry_after_seconds: "30" } })).toBeNull();
    expect(errorEnvelope({ error: "x" })).toBeNull();
    expect(errorEnvelope(null)).toBeNull();
    expect(errorEnvelope("oops")).toBeNull();
  });

  it("surfaces the error envelope, and retries a 503 only when the call allows it", async () => {
    vi.spyOn(clientDeps, "sleep").mockResolvedValue();
    const unavailable = () => Response.json({ error: { code: "unavailable", message: "Try again." } }, { status: 503 });
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockImplementation(async () => unavailable());

    const noRetry = apiRequest("/api/thing", { method: "PUT", retry: false });
    await expect(noRetry).rejects.toEqual(new ApiError(503, "unavailable", "Try again."));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockClear();
    await expect(apiRequest("/api/thing")).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe("upload progress", () => {
  it("goes by clientDeps.upload when the caller watches the upload, and by fetch otherwise", async () => {
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockImplementation(async () => Response.json({ id: "f" }));
    const uploadMock = vi.spyOn(clientDeps, "upload").mockImplementation(async (_path, _init, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return Response.json({ id: "u" });
    });
    const seen: number[] = [];
    const body = { csv: "a,b" };
    await expect(
      apiRequest("/api/up", { method: "POST", body, onUploadProgress: (f) => seen.push(f) }),
    ).resolves.toEqual({ id: "u" });
    expect(seen).toEqual([0.5, 1]);
    expect(uploadMock.mock.calls[0]?.[1]?.body).toBe('{"csv":"a,b"}');
    expect(new Headers(uploadMock.mock.calls[0]?.[1]?.headers).get("x-requested-with")).toBe("moodreel");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("apiFile", () => {
  it("hands back the body with the server's file name, or the fallback when it names none", async () => {
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockResolvedValueOnce(
      new Response("Title\r\n", {
        headers: { "content-disposition": 'attachment; filename="moodreel-ratings.csv"' },
      }),
    );
    const named = await apiFile("/api/me/export.csv?kind=ratings", "fallback.csv");
    expect(named.filename).toBe("moodreel-ratings.csv");
    await expect(named.blob.text()).resolves.toBe("Title\r\n");
    expect(headersOf(fetchMock).get("accept")).toBe("*/*");

    fetchMock.mockResolvedValueOnce(new Response("{}"));
    await expect(apiFile("/api/me/export", "moodreel-export.json")).resolves.toMatchObject({
      filename: "moodreel-export.json",
    });
  });

  it("surfaces the error envelope like apiRequest", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(
      Response.json({ error: { code: "unauthorized", message: "Sign in first." } }, { status: 401 }),
    );
    await expect(apiFile("/api/me/export", "x.json")).rejects.toEqual(
      new ApiError(401, "unauthorized", "Sign in first."),
    );
  });
});

describe("apiStream", () => {
  it("sends like apiRequest does and hands the response back unread, whatever its status", async () => {
    const answer = new Response("data: {}\n\n", { status: 500 });
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockResolvedValue(answer);
    const res = await apiStream("/api/stream", {
      method: "POST",
      body: { mood: "cozy" },
      signal: new AbortController().signal,
      accept: "text/event-stream",
    });
    expect(res).toBe(answer);
    expect(res.bodyUsed).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock).get("accept")).toBe("text/event-stream");
    expect(headersOf(fetchMock).get("x-requested-with")).toBe("moodreel");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"mood":"cozy"}');
  });
});

const unavailable = () => Response.json({ error: { code: "unavailable", message: "Try again." } }, { status: 503 });
const inProgress = () =>
  Response.json({ error: { code: "idempotency_in_progress", message: "Still running." } }, { status: 409 });
const keyOf = (mock: ReturnType<typeof vi.spyOn>, call: number) => headersOf(mock, call).get("idempotency-key");

/** Answers each call with the next of `answers` (a thrown error is a network failure). */
function serverAnswering(...answers: (() => Response)[]) {
  let n = 0;
  return vi.spyOn(clientDeps, "fetch").mockImplementation(async () => {
    const answer = answers[Math.min(n++, answers.length - 1)]!;
    return answer();
  });
}
const networkDown = () => {
  throw new TypeError("Failed to fetch");
};

describe("retries", () => {
  it("a read that fails twice with 503 succeeds on the third try, after waiting 1 s and then 2 s", async () => {
    vi.useFakeTimers();
    const fetchMock = serverAnswering(unavailable, unavailable, () => Response.json({ id: "a" }));
    const result = apiRequest("/api/thing");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: "a" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keyOf(fetchMock, 0)).toBeNull();
  });

  it("gives up after 3 retries (1 s, 2 s, 4 s) with the last answer's error", async () => {
    const sleep = vi.spyOn(clientDeps, "sleep").mockResolvedValue();
    const fetchMock = serverAnswering(networkDown, networkDown, networkDown, networkDown);
    await expect(apiRequest("/api/thing", { method: "DELETE" })).rejects.toMatchObject({ code: "network" });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it.each([400, 401, 403, 404, 409, 413, 422, 429])("never retries a %i", async (status) => {
    const sleep = vi.spyOn(clientDeps, "sleep").mockResolvedValue();
    const fetchMock = serverAnswering(() => Response.json({ error: { code: "x", message: "No." } }, { status }));
    await expect(apiRequest("/api/thing", { method: "POST", body: {} })).rejects.toMatchObject({ status });
    await expect(apiRequest("/api/thing")).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("retries a POST with one Idempotency-Key for all its tries, and a new key for the next POST", async () => {
    vi.useFakeTimers();
    const fetchMock = serverAnswering(networkDown, unavailable, () => Response.json({ id: "made" }));
    const result = apiRequest("/api/things", { method: "POST", body: { n: 1 } });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ id: "made" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const key = keyOf(fetchMock, 0);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect([keyOf(fetchMock, 1), keyOf(fetchMock, 2)]).toEqual([key, key]);

    fetchMock.mockImplementation(async () => Response.json({ id: "next" }));
    await apiRequest("/api/things", { method: "PATCH", body: { n: 2 } });
    expect(keyOf(fetchMock, 3)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(fetchMock, 3)).not.toBe(key);
  });

  it("waits out 409 idempotency_in_progress (the first try still running), but no other 409", async () => {
    vi.spyOn(clientDeps, "sleep").mockResolvedValue();
    const fetchMock = serverAnswering(networkDown, inProgress, () => Response.json({ id: "made" }));
    await expect(apiRequest("/api/things", { method: "POST", body: {} })).resolves.toEqual({
      id: "made",
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("a POST with retry: false goes once and without a key", async () => {
    const fetchMock = serverAnswering(unavailable);
    await expect(apiRequest("/api/things", { method: "POST", body: {}, retry: false })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock, 0)).toBeNull();
  });

  it("retries the start of a stream with one key, and hands back the first answer worth reading", async () => {
    vi.useFakeTimers();
    const stream = () =>
      new Response("data: {}\n\n", { status: 200, headers: { "content-type": "text/event-stream" } });
    const fetchMock = serverAnswering(networkDown, unavailable, inProgress, stream);
    const opened = apiStream("/api/stream", {
      method: "POST",
      body: { mood: "cozy" },
      signal: new AbortController().signal,
      accept: "text/event-stream",
    });
    await vi.advanceTimersByTimeAsync(7000);
    const res = await opened;
    expect(res.status).toBe(200);
    expect(res.bodyUsed).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const keys = [0, 1, 2, 3].map((i) => keyOf(fetchMock, i));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keys are random", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
  });
});
