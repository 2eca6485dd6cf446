#!/usr/bin/env bash
# A build for running browser specs while editing (README "One spec"): the production build's
# steps without terser, the brotli and gzip files and the size budgets, in production mode, to
# build/ and public/build/ as `npm run build` writes them (the specs' server, build/server.js,
# reads them there). `npm test` runs the full `npm run build` first and tests that; the specs of
# the build itself (precompressed assets, budgets) need it too.
#   npm run build:test              one build (server bundle, then the app)
#   npm run build:test -- --watch   the server bundle, then the app rebuilt on every edit under
#                                   app/ (Remix's classic watcher, production mode); an edit of
#                                   server.ts or server/ needs a new `npm run build:test`
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/build/build-server.mjs
if [ "${1:-}" = "--watch" ]; then
  NODE_ENV=production exec remix watch
fi
exec remix build
