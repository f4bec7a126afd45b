/** The header block of an XMLHttpRequest answer ("name: value" lines) as Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses a Response may not carry a body with. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * fetch's shape over XMLHttpRequest, for the one thing fetch cannot do in a browser today: report
 * how much of the request body has been sent. It resolves with a Response like fetch, and rejects
 * with a TypeError on a network failure and an AbortError when `init.signal` aborts.
 */
export function xhrFetch(path: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException("The request was aborted.", "AbortError"));
    if (init.signal?.aborted) return aborted();
    xhr.open(init.method ?? "GET", path);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.withCredentials = init.credentials === "include";
    xhr.responseType = "arraybuffer";
    // Listening on xhr.upload must start before send(), or the browser reports nothing.
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener("load", () => {
      const body = NO_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    });
    xhr.addEventListener("error", () => reject(new TypeError("Network request failed")));
    xhr.addEventListener("timeout", () => reject(new TypeError("Network request timed out")));
    xhr.addEventListener("abort", aborted);
    init.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}
