#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (with the pinned Node LTS,
# npm package "node") when package-lock.json changed since the last install, then the build.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "› installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
  touch "$stamp"
fi
export PATH="$PWD/node_modules/.bin:$PATH"
echo "› using $(node --version) from node_modules/.bin"
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "› building"
  npm run build
fi
