import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./server";

let server: RunningServer | undefined;

/** One real server for the whole end-to-end run; each spec creates its own users. */
export async function setup(project: TestProject) {
  // Every spec signs up from 127.0.0.1: scale the per-IP account limits so specs don't starve each other.
  server = await startServer({ ADMIN_EMAILS: "admin@moodreel.test", RATE_LIMIT_FACTOR: "20" });
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
