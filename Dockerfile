# syntax=docker/dockerfile:1
# Moodreel: the API server and the built web app in one image.
# `scripts/image-smoke.sh` performs the same steps without Docker.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, then the web app into dist/web ------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file is written on one platform and names that platform's
# optional native packages (esbuild, rollup, lightningcss); install resolves the ones for this image.
RUN npm install --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
# the build step that writes the first screen of / and /recommendations into their HTML (decision 0074)
COPY scripts/vite-prerender.ts ./scripts/
COPY public ./public
COPY src ./src
RUN npx vite build --logLevel warn

# --- runtime: production dependencies only, unprivileged ---------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    CATALOGUE_DIR=/app/catalogue
WORKDIR /app
COPY package.json package-lock.json ./
# The server runs its TypeScript through tsx, which is a production dependency for that reason.
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src ./src
COPY data/catalogue ./catalogue
COPY --from=build /app/dist/web ./dist/web
# The embedded database (used when DATABASE_URL is unset) lives under DATA_DIR; the catalogue sits
# outside it so that mounting a volume there never hides the seed files.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (no npm or tsx wrapper process), so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
