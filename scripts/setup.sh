#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (with the pinned Node LTS,
# npm package "node") when package-lock.json differs from the one last installed, then the build.
set -euo pipefail
cd "$(dirname "$0")/.."
# The stamp holds the installed lockfile's hash, not a time: a checkout (a new clone, a git
# worktree, a branch switch) gives the lockfile a new time without changing what it installs.
stamp=node_modules/.install-stamp
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$lock_hash" ]; then
  echo "› installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > "$stamp"
fi
export PATH="$PWD/node_modules/.bin:$PATH"
echo "› using $(node --version) from node_modules/.bin"
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "› building"
  npm run build
fi
