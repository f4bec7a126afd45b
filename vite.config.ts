import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { prerender } from "./scripts/vite-prerender.ts";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip twins of every text asset, served as they are by @fastify/static (preCompressed),
    // so no request pays for compression and brotli gets its highest level.
    compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|html|svg|json|txt)$/, threshold: 512 }),
    // The first screen of `/` and `/recommendations` written into their HTML (decision 0074).
    prerender({ projectRoot: fileURLToPath(new URL(".", import.meta.url)), alias }),
    // `npm run build:report` writes a treemap of every chunk with its brotli size (dist/bundle-report.html).
    process.env.BUNDLE_REPORT
      ? visualizer({
          filename: fileURLToPath(new URL(`./dist/bundle-report.${process.env.BUNDLE_REPORT}`, import.meta.url)),
          template: process.env.BUNDLE_REPORT === "json" ? "raw-data" : "treemap",
          brotliSize: true,
          gzipSize: true,
        })
      : null,
  ],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Lets the size check follow each route's lazy chunks (bench/wire-size.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000", "/posters": "http://127.0.0.1:3000" },
  },
});
