import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest, apiStream, clientDeps } from "./api";

const ZThing = z.object({ id: z.string() });

afterEach(() => vi.restoreAllMocks());

const headersOf = (mock: ReturnType<typeof vi.spyOn>, call = 0) =>
  new Headers((mock.mock.calls[call][1] as RequestInit | undefined)?.headers);

describe("apiRequest", () => {
  it("reads with the schema, and sends the CSRF header and JSON body only on writes", async () => {
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockImplementation(async () => Response.json({ id: "a" }));
    await expect(apiRequest("/api/thing", { schema: ZThing })).resolves.toEqual({ id: "a" });
    expect(headersOf(fetchMock).get("x-requested-with")).toBeNull();

    await apiRequest("/api/thing", { method: "PUT", body: { n: 1 }, schema: ZThing });
    const init = fetchMock.mock.calls[1][1];
    expect(headersOf(fetchMock, 1).get("x-requested-with")).toBe("moodreel");
    expect(headersOf(fetchMock, 1).get("content-type")).toBe("application/json");
    expect(init?.body).toBe('{"n":1}');
    expect(init?.credentials).toBe("same-origin");
  });

  it("an answer the schema rejects is a bad_response error", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(Response.json({ id: 7 }));
    await expect(apiRequest("/api/thing", { schema: ZThing })).rejects.toMatchObject({ code: "bad_response" });
  });

  it("surfaces the error envelope, and retries a 503 only when the call allows it", async () => {
    vi.spyOn(clientDeps, "sleep").mockResolvedValue();
    const unavailable = () => Response.json({ error: { code: "unavailable", message: "Try again." } }, { status: 503 });
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockImplementation(async () => unavailable());

    const noRetry = apiRequest("/api/thing", { method: "PUT", schema: ZThing, retry: false });
    await expect(noRetry).rejects.toEqual(new ApiError(503, "unavailable", "Try again."));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockClear();
    await expect(apiRequest("/api/thing", { schema: ZThing })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe("apiStream", () => {
  it("sends like apiRequest does and hands the response back unread, whatever its status", async () => {
    const answer = new Response("data: {}\n\n", { status: 502 });
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
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{"mood":"cozy"}');
  });
});
