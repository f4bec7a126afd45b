import { describe, expect, it } from "vitest";
import { concatList, encodeWithinLimit } from "./make-demo-video-encoding";

describe("concatList", () => {
  it("holds each frame until the next one and repeats the last for its tail", () => {
    const text = concatList(
      [
        { file: "/tmp/f0.jpg", timestamp: 10 },
        { file: "/tmp/f1.jpg", timestamp: 10.5 },
        { file: "/tmp/f2.jpg", timestamp: 12 },
      ],
      2,
    );
    expect(text.split("\n")).toEqual([
      "ffconcat version 1.0",
      "file '/tmp/f0.jpg'",
      "duration 0.5000",
      "file '/tmp/f1.jpg'",
      "duration 1.5000",
      "file '/tmp/f2.jpg'",
      "duration 2.0000",
      "file '/tmp/f2.jpg'",
      "",
    ]);
  });

  it("never writes a zero or negative duration and escapes quotes", () => {
    const text = concatList([
      { file: "/tmp/it's.jpg", timestamp: 5 },
      { file: "/tmp/b.jpg", timestamp: 5 },
    ]);
    expect(text).toContain("file '/tmp/it'\\''s.jpg'\nduration 0.0010");
  });

  it("refuses an empty recording", () => {
    expect(() => concatList([])).toThrow(/no frames/);
  });
});

describe("encodeWithinLimit", () => {
  it("returns the first quality whose output fits", async () => {
    const tried: number[] = [];
    const sizes: Record<number, number> = { 30: 5_000, 34: 4_100, 38: 3_900 };
    const result = await encodeWithinLimit([30, 34, 38, 42], 4_000, async (crf) => {
      tried.push(crf);
      return sizes[crf] ?? Number.POSITIVE_INFINITY;
    });
    expect(result).toEqual({ crf: 38, bytes: 3_900 });
    expect(tried).toEqual([30, 34, 38]);
  });

  it("fails loudly when nothing fits", async () => {
    await expect(encodeWithinLimit([30, 34], 10, async () => 11)).rejects.toThrow(/still 11 bytes at crf 34/);
  });
});
