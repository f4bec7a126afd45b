/**
 * The encoding side of the demo video: the output size and quality limits, the ffconcat list of the
 * captured frames, and the two-pass VP9 and H.264 encodes with ffmpeg.
 */
import { execFile, spawn } from "node:child_process";
import { renameSync, rmSync, statSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);

export const WIDTH = 1280;
export const HEIGHT = 720;
export const OUTPUT_FPS = 25;
export const MAX_BYTES = 4 * 1024 * 1024;
/** Constant-quality settings tried in order until a file fits in MAX_BYTES. */
export const WEBM_CRFS = [34, 38, 42, 46, 50] as const;
export const MP4_CRFS = [24, 27, 30, 33, 36] as const;

export interface Frame {
  file: string;
  /** seconds, from the screencast metadata */
  timestamp: number;
}

/**
 * An ffconcat list: each captured frame is shown until the next one arrives (the screencast only
 * sends a frame when the screen changes), the last one for `tailSeconds`. ffmpeg then resamples
 * the variable-rate input to a constant frame rate.
 */
export function concatList(frames: readonly Frame[], tailSeconds = 1): string {
  const last = frames.at(-1);
  if (last === undefined) throw new Error("no frames were captured");
  const lines = ["ffconcat version 1.0"];
  frames.forEach((f, i) => {
    const next = frames[i + 1];
    const duration = next ? Math.max(0.001, next.timestamp - f.timestamp) : tailSeconds;
    lines.push(`file '${f.file.replace(/'/g, "'\\''")}'`, `duration ${duration.toFixed(4)}`);
  });
  // ffconcat ignores the last duration unless the last file is repeated.
  lines.push(`file '${last.file.replace(/'/g, "'\\''")}'`);
  return `${lines.join("\n")}\n`;
}

/** Tries each quality setting until `encode` produces a file of at most `maxBytes`; returns that size. */
export async function encodeWithinLimit(
  qualities: readonly [number, ...number[]],
  maxBytes: number,
  encode: (crf: number) => Promise<number>,
): Promise<{ crf: number; bytes: number }> {
  let last = { crf: qualities[0], bytes: Number.POSITIVE_INFINITY };
  for (const crf of qualities) {
    const bytes = await encode(crf);
    last = { crf, bytes };
    if (bytes <= maxBytes) return last;
  }
  throw new Error(`still ${last.bytes} bytes at crf ${last.crf}; the limit is ${maxBytes}`);
}

async function ffmpeg(args: string[]) {
  await new Promise<void>((done, fail) => {
    const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited with ${code}`))));
    child.on("error", fail);
  });
}

export async function durationSeconds(file: string): Promise<number> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "default=noprint_wrappers=1:nokey=1",
    file,
  ]);
  return Number(stdout.trim());
}

const VIDEO_FILTER = `fps=${OUTPUT_FPS},scale=${WIDTH}:${HEIGHT}:flags=lanczos,format=yuv420p`;

export async function encodeWebm(list: string, out: string, crf: number) {
  const tmp = `${out}.part.webm`;
  const common = ["-f", "concat", "-safe", "0", "-i", list, "-vf", VIDEO_FILTER, "-c:v", "libvpx-vp9"];
  const quality = ["-b:v", "0", "-crf", String(crf), "-row-mt", "1", "-tile-columns", "2", "-g", "250"];
  await ffmpeg([
    ...common,
    ...quality,
    "-pass",
    "1",
    "-passlogfile",
    tmp,
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    "-an",
    "-f",
    "null",
    "/dev/null",
  ]);
  await ffmpeg([
    ...common,
    ...quality,
    "-pass",
    "2",
    "-passlogfile",
    tmp,
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-an",
    tmp,
  ]);
  renameSync(tmp, out);
  rmSync(`${tmp}-0.log`, { force: true });
  return statSync(out).size;
}

export async function encodeMp4(list: string, out: string, crf: number) {
  const tmp = `${out}.part.mp4`;
  await ffmpeg([
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-vf",
    VIDEO_FILTER,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "animation",
    "-crf",
    String(crf),
    "-profile:v",
    "high",
    "-level",
    "4.0",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    tmp,
  ]);
  renameSync(tmp, out);
  return statSync(out).size;
}
