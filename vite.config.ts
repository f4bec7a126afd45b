import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip twins of every text asset, served as they are by @fastify/static (preCompressed),
    // so no request pays for compression and brotli gets its highest level.
    compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|html|svg|json|txt)$/, threshold: 512 }),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000", "/posters": "http://127.0.0.1:3000" },
  },
});
