#!/usr/bin/env bash
# The one command that starts the site on a fresh machine: install, build, serve on
# http://localhost:${PORT:-3000}. With no API_HZ_ORIGIN / API_JY_ORIGIN / SANDBOX_ORIGIN it starts the sandbox upstream.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
exec bash scripts/serve-production.sh
