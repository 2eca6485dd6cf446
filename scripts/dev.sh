#!/usr/bin/env bash
# The development loop (README): Remix's dev server rebuilds on every change under app/ and sends
# the browser hot updates (components in place, loaders' data revalidated), while one Express
# server (server.ts under tsx, NODE_ENV=development) keeps running with its sandbox upstream and
# loads each new build itself (--manual). http://localhost:${PORT:-3000}; the dev server's own
# socket takes the first free port from 3001 (`npm run dev -- --port <n>` fixes it); the sandbox
# listens on 4000 (SANDBOX_PORT) and the rate limits are a hundred times production's
# (RATE_LIMIT_SCALE).
# Each new build also brings the Express pipeline's modules (server/ and the app's, server.ts takes
# them from the build): an edit under server/ is a new build too (remix.config.js watchPaths).
# An edit of server.ts or sandbox/ (which no build holds) restarts that Express server (Node's own
# watch mode); the sandbox's store is a file (.data/sandbox.sqlite), and the cookie and chat
# secrets are fixed for the loop's life, so the visitor's session outlives the restart.
# Its development build goes to DEV_BUILD_DIR (remix.config.js, server.ts), apart from the
# production build of `npm run build` in build/ and public/build: the browser tests, `npm run serve`
# and this loop each keep theirs.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_BUILD=1 bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
export NODE_ENV=development
export DEV_BUILD_DIR=.cache/dev-build
# Random ones per restart would refuse the signed cookies of the run before.
random_secret() { node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))'; }
export COOKIE_SECRET="${COOKIE_SECRET:-$(random_secret)}"
export CHAT_SECRET="${CHAT_SECRET:-$(random_secret)}"
# The sandbox on a port that outlives restarts, so its outbox (/__sandbox/outbox) has one address
# (the port `npm run sandbox` takes too); SANDBOX_PORT moves it.
export SANDBOX_PORT="${SANDBOX_PORT:-4000}"
# Development-sized rate limits: every limit a hundred times production's (6 000 writes a minute
# instead of 60), so probing a form with curl is not answered 429; RATE_LIMIT_SCALE=1 gives
# production's, which the browser tests check against the production build.
export RATE_LIMIT_SCALE="${RATE_LIMIT_SCALE:-100}"
exec remix dev --manual -c "node --watch-path=server.ts --watch-path=sandbox --watch-preserve-output --import tsx server.ts" "$@"
