#!/usr/bin/env bash
# Serves an existing build in production mode with OpenTelemetry (the otel.mjs preload starts
# before the server's first import): `npm run serve`, the Dockerfile's CMD and the production
# install check. With no API_HZ_ORIGIN / API_JY_ORIGIN / SANDBOX_ORIGIN it starts the sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
exec node --import ./otel.mjs build/server.js
