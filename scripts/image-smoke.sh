#!/usr/bin/env bash
# The Dockerfile's steps without Docker, for machines that have none: a clean copy of a commit,
# every dependency, the web build, production dependencies only, then the server started the way
# the image starts it (NODE_ENV=production, node --import tsx) on a free port with an empty
# DATA_DIR, checked through /api/health (the image's HEALTHCHECK), /api/ready and the web page.
#
#   scripts/image-smoke.sh [git-ref]     # default HEAD; uncommitted changes are not included
set -euo pipefail

ref="${1:-HEAD}"
repo="$(git rev-parse --show-toplevel)"
work="$(mktemp -d "${TMPDIR:-/tmp}/moodreel-image-smoke.XXXXXX")"
server_pid=""

cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }

step "clean copy of $ref"
mkdir -p "$work/build" "$work/app" "$work/data"
git -C "$repo" archive "$ref" | tar -x -C "$work/build"

step "build stage: npm install, vite build"
cd "$work/build"
npm install --no-audit --no-fund --loglevel=error
npx vite build --logLevel warn

step "runtime stage: production dependencies only"
npm prune --omit=dev --no-audit --no-fund --loglevel=error
# Exactly the files the Dockerfile copies into the runtime image, nothing else.
mv node_modules package.json package-lock.json tsconfig.json src "$work/app/"
cp -R data/catalogue "$work/app/catalogue"
mkdir -p "$work/app/dist" && cp -R dist/web "$work/app/dist/web"
if [[ -e "$work/app/node_modules/vitest" || -e "$work/app/node_modules/@biomejs/biome" ]]; then
  echo "dev dependencies survived the prune" >&2
  exit 1
fi

port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
step "start on port $port with DATA_DIR=$work/data"
cd "$work/app"
NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" CATALOGUE_DIR="$work/app/catalogue" \
  node --import tsx src/server/main.ts >"$work/server.log" 2>&1 &
server_pid=$!

base="http://127.0.0.1:$port"
healthy=""
for _ in $(seq 1 300); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  # The image's HEALTHCHECK command, word for word.
  if PORT="$port" node -e 'fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))'; then
    healthy=1
    break
  fi
  sleep 1
done
if [[ -z "$healthy" ]]; then
  echo "the server never became healthy; its log:" >&2
  cat "$work/server.log" >&2
  exit 1
fi

step "checks"
fail=0
check() { # name, expected status, path, text the body must contain
  local body status
  body="$(curl -s -w '\n%{http_code}' "$base$3")"
  status="${body##*$'\n'}"
  body="${body%$'\n'*}"
  if [[ "$status" == "$2" && "$body" == *"$4"* ]]; then
    echo "ok   $1: $3 -> $status"
  else
    echo "FAIL $1: $3 -> $status, body: ${body:0:200}" >&2
    fail=1
  fi
}
check liveness 200 /api/health '"status":"ok"'
check readiness 200 /api/ready '"status":"ready"'
check "web app" 200 / '<div id="root">'
check "metrics off by default" 404 /metrics '"not_found"'

step "stop (SIGTERM) and look at the log"
kill -TERM "$server_pid"
wait "$server_pid" && stopped=$? || stopped=$?
server_pid=""
if [[ "$stopped" != 0 ]]; then
  echo "FAIL the server exited with $stopped on SIGTERM" >&2
  fail=1
fi
if ! grep -q '"route":"/api/ready","status":200' "$work/server.log"; then
  echo "FAIL no JSON request line for /api/ready in the log" >&2
  fail=1
fi
cat "$work/server.log"

if [[ "$fail" != 0 ]]; then exit 1; fi
step "image smoke test passed"
