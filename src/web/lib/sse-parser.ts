/**
 * An incremental parser for server-sent events as they arrive from fetch's ReadableStream: chunks
 * may split a line (or a line ending) anywhere. Lines starting with `data:` are collected; a blank
 * line ends the event and hands over its data (several data lines joined by "\n", as the SSE
 * standard says). Comment lines (`:`) and other fields (event, id, retry) are ignored. Line endings
 * may be \n, \r\n or \r.
 */
export interface SseParser {
  /** Feeds decoded text; returns the data of every event completed by it. */
  push(text: string): string[];
  /** End of stream: returns the data of an event left without its closing blank line. */
  flush(): string[];
}

export function createSseParser(): SseParser {
  let buffer = "";
  let data: string[] = [];
  // a chunk that ended in "\r" may be followed by the "\n" of the same "\r\n"
  let skipLeadingLf = false;

  function line(text: string, out: string[]) {
    if (text === "") {
      if (data.length > 0) out.push(data.join("\n"));
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== "data") return;
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    data.push(value);
  }

  return {
    push(text) {
      const out: string[] = [];
      let chunk = text;
      if (skipLeadingLf && chunk.startsWith("\n")) chunk = chunk.slice(1);
      skipLeadingLf = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== "\n" && c !== "\r") continue;
        line(buffer.slice(start, i), out);
        if (c === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    flush() {
      const out: string[] = [];
      if (buffer !== "") line(buffer, out);
      buffer = "";
      if (data.length > 0) out.push(data.join("\n"));
      data = [];
      return out;
    },
  };
}
