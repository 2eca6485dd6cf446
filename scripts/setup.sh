#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (with the pinned Node LTS,
# npm package "node") when package-lock.json differs from the one last installed, then the build.
set -euo pipefail
cd "$(dirname "$0")/.."
# The stamp holds the installed lockfile's hash, not a time: a checkout (a new clone, a git
# worktree, a branch switch) gives the lockfile a new time without changing what it installs.
stamp=node_modules/.install-stamp
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -L node_modules ] && [ "$(cat "$stamp" 2>/dev/null)" != "$lock_hash" ]; then
  # A linked node_modules (a git worktree sharing another checkout's install): npm ci would empty
  # the shared folder under everyone using it. Install where it lives instead.
  echo "› node_modules links to $(readlink -f node_modules), installed for another package-lock.json:"
  echo "  left as it is; run npm ci in $(dirname "$(readlink -f node_modules)") to update it"
elif [ "$(cat "$stamp" 2>/dev/null)" != "$lock_hash" ]; then
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
