import { afterEach, describe, expect, it, vi } from "vitest";
import { xhrFetch } from "./xhr-fetch";

type Listener = (e: Partial<ProgressEvent>) => void;

/**
 * A scripted XMLHttpRequest: it records what is sent and lets the test play the browser's events.
 * (jsdom's own reports no upload progress, and a real server would need Node types in the web build;
 * the E2E import runs the real one in Chromium.)
 */
class ScriptedXhr {
  static last: ScriptedXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  response: ArrayBuffer | null = null;
  withCredentials = false;
  responseType = "";
  rawHeaders = "";
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = { addEventListener: (type: string, fn: Listener) => this.add(this.uploadListeners, type, fn) };
  constructor() {
    ScriptedXhr.last = this;
  }
  private add(map: Map<string, Listener[]>, type: string, fn: Listener) {
    map.set(type, [...(map.get(type) ?? []), fn]);
  }
  addEventListener(type: string, fn: Listener) {
    this.add(this.listeners, type, fn);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire("abort");
  }
  fire(type: string, e: Partial<ProgressEvent> = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  fireUpload(loaded: number, total: number, lengthComputable = true) {
    for (const fn of this.uploadListeners.get("progress") ?? []) fn({ loaded, total, lengthComputable });
  }
  answer(status: number, text: string, rawHeaders: string) {
    this.status = status;
    this.response = new TextEncoder().encode(text).buffer as ArrayBuffer;
    this.rawHeaders = rawHeaders;
    this.fire("load");
  }
}

afterEach(() => vi.unstubAllGlobals());
const install = () => vi.stubGlobal("XMLHttpRequest", ScriptedXhr);

const post = { method: "POST", headers: { "content-type": "application/json", "x-requested-with": "moodreel" } };

describe("xhrFetch", () => {
  it("sends method, headers and body, reports the share uploaded, and answers like fetch", async () => {
    install();
    const seen: number[] = [];
    const pending = xhrFetch("/api/me/import", { ...post, body: '{"csv":"a"}' }, (f) => seen.push(f));
    const xhr = ScriptedXhr.last;
    expect([xhr.method, xhr.url, xhr.body, xhr.responseType]).toEqual([
      "POST",
      "/api/me/import",
      '{"csv":"a"}',
      "arraybuffer",
    ]);
    expect(xhr.headers).toEqual({ "content-type": "application/json", "x-requested-with": "moodreel" });
    xhr.fireUpload(0, 0, false);
    xhr.fireUpload(250, 1000);
    xhr.fireUpload(1000, 1000);
    xhr.answer(200, '{"ok":true}', "content-type: application/json\r\ncontent-disposition: a: b\r\n");
    const res = await pending;
    expect(seen).toEqual([0.25, 1]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("content-disposition")).toBe("a: b");
    await expect(res.json()).resolves.toEqual({ ok: true });
  });

  it("resolves an error status as a Response, and a 204 without a body", async () => {
    install();
    const refused = xhrFetch("/x", post, () => {});
    ScriptedXhr.last.answer(400, '{"error":{"code":"invalid_file","message":"No."}}', "");
    const res = await refused;
    expect(res.status).toBe(400);
    await expect(res.json()).resolves.toMatchObject({ error: { message: "No." } });

    const empty = xhrFetch("/x", post, () => {});
    ScriptedXhr.last.answer(204, "", "");
    await expect((await empty).text()).resolves.toBe("");
  });

  it("rejects with a TypeError on a network failure, and with AbortError when the signal aborts", async () => {
    install();
    const failed = xhrFetch("/x", post, () => {});
    ScriptedXhr.last.fire("error");
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = xhrFetch("/x", { ...post, signal: controller.signal }, () => {});
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
    expect(ScriptedXhr.last.aborted).toBe(true);

    await expect(xhrFetch("/x", { ...post, signal: controller.signal }, () => {})).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});
