#!/usr/bin/env bash
# The development loop (README): Remix's dev server rebuilds on every change under app/ and sends
# the browser hot updates (components in place, loaders' data revalidated), while one Express
# server (server.ts under tsx, NODE_ENV=development) keeps running with its sandbox upstream and
# loads each new build itself (--manual). http://localhost:${PORT:-3000}; the dev server's own
# socket takes the first free port from 3001 (`npm run dev -- --port <n>` fixes it).
# It writes a development build to build/ and public/build: `npm run build` before `npm run serve`,
# `npm start` or the browser tests (npm start and npm test build first).
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_BUILD=1 bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
export NODE_ENV=development
exec remix dev --manual -c "node --import tsx server.ts" "$@"
