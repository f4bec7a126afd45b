import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser";

function feedAll(chunks: string[]): string[] {
  const p = createSseParser();
  const out: string[] = [];
  for (const c of chunks) out.push(...p.push(c));
  out.push(...p.flush());
  return out;
}

describe("createSseParser", () => {
  it("emits the data of each event, in order", () => {
    expect(feedAll(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it("reassembles lines split anywhere across chunks", () => {
    const text = 'data: {"type":"status","message":"hi"}\n\ndata: {"x":true}\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(feedAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        '{"type":"status","message":"hi"}',
        '{"x":true}',
      ]);
    }
    expect(feedAll(text.split(""))).toEqual(['{"type":"status","message":"hi"}', '{"x":true}']);
  });

  it("handles CRLF and lone CR line endings, even when CR and LF arrive apart", () => {
    expect(feedAll(["data: 1\r\n\r\ndata: 2\r\r"])).toEqual(["1", "2"]);
    expect(feedAll(["data: 1\r", "\n\r", "\ndata: 2\r\n\r\n"])).toEqual(["1", "2"]);
  });

  it("joins several data lines of one event with newlines and ignores comments and other fields", () => {
    expect(feedAll([": keep-alive\n", "event: message\nid: 7\ndata: a\ndata:b\nretry: 10\n\n"])).toEqual(["a\nb"]);
  });

  it("does not emit until the blank line, and flushes an unterminated event at the end", () => {
    const p = createSseParser();
    expect(p.push("data: 1\n")).toEqual([]);
    expect(p.push("data: 2")).toEqual([]);
    expect(p.flush()).toEqual(["1\n2"]);
    expect(p.flush()).toEqual([]);
  });

  it("ignores blank lines between events", () => {
    expect(feedAll(["\n\n\ndata: x\n\n\n\n"])).toEqual(["x"]);
  });
});
