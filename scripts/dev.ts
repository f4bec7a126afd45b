/**
 * Development: the API server with reload (tsx watch) on :3000 and Vite with hot reload on :5173
 * proxying /api to it. Ctrl-C stops both.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { DEV_MAILBOX: "1", ...process.env },
  }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], { stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    if (code && code !== 0) stop();
  });
