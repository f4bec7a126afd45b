/** Records the tour's frames with the CDP screencast, leaving out the paused stretches. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CDPSession } from "playwright-core";
import { type Frame, HEIGHT, OUTPUT_FPS, WIDTH } from "./make-demo-video-encoding";

export class Recorder {
  private frames: Frame[] = [];
  private count = 0;
  private recording = false;
  /** seconds cut out of the timeline by pauses */
  private offset = 0;
  private resumed = false;

  constructor(
    private readonly cdp: CDPSession,
    private readonly dir: string,
  ) {
    cdp.on("Page.screencastFrame", (event) => {
      void this.onFrame(event);
    });
  }

  private async onFrame(event: { data: string; sessionId: number; metadata: { timestamp?: number } }) {
    if (this.recording) {
      const raw = event.metadata.timestamp ?? Date.now() / 1000;
      const last = this.frames[this.frames.length - 1];
      if (this.resumed && last) {
        // continue one output frame after the last frame before the pause
        this.offset = raw - (last.timestamp + 1 / OUTPUT_FPS);
        this.resumed = false;
      }
      const file = join(this.dir, `frame-${String(this.count++).padStart(5, "0")}.jpg`);
      writeFileSync(file, Buffer.from(event.data, "base64"));
      this.frames.push({ file, timestamp: raw - this.offset });
    }
    await this.cdp.send("Page.screencastFrameAck", { sessionId: event.sessionId }).catch(() => undefined);
  }

  async start() {
    this.recording = true;
    await this.cdp.send("Page.startScreencast", {
      format: "jpeg",
      quality: 90,
      maxWidth: WIDTH,
      maxHeight: HEIGHT,
      everyNthFrame: 1,
    });
  }

  /** How many frames are kept so far (for truncate). */
  get length() {
    return this.frames.length;
  }

  /** Drops the frames kept after `length` (a step that did not work out). */
  truncate(length: number) {
    this.frames.length = Math.min(this.frames.length, length);
  }

  /** Stops keeping frames (set-up steps that should not be in the video). */
  pause() {
    this.recording = false;
  }

  /** Keeps frames again; the paused stretch is cut out of the timeline. */
  resume() {
    this.recording = true;
    this.resumed = true;
  }

  async stop(): Promise<Frame[]> {
    await this.cdp.send("Page.stopScreencast");
    this.recording = false;
    return [...this.frames].sort((a, b) => a.timestamp - b.timestamp);
  }
}
