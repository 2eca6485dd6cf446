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
  # npm checks each package's engines against the Node that runs it: under a machine's older Node
  # (Debian's 20) npm ci would print an EBADENGINE warning for each package that wants a newer one
  # (about 60, 240 lines) before the project's own Node takes over. So when the machine's Node is not the
  # project's major version (package.json engines), the pinned one (npm package "node", the version
  # package-lock.json holds) is installed first into .cache/node/<version>, and npm ci runs under it.
  wanted_major=$(node -p 'require("./package.json").engines.node.match(/\d+/)[0]')
  if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$wanted_major" ]; then
    node_version=$(node -p 'require("./package-lock.json").packages["node_modules/node"].version')
    bootstrap=".cache/node/$node_version"
    if [ ! -x "$bootstrap/node_modules/.bin/node" ]; then
      echo "› installing Node $node_version first (npm package \"node\"; this machine has $(node --version))"
      npm install --prefix "$bootstrap" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$node_version"
    fi
    export PATH="$PWD/$bootstrap/node_modules/.bin:$PATH"
  fi
  echo "› installing npm packages (npm ci, Node $(node --version))"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > "$stamp"
fi
export PATH="$PWD/node_modules/.bin:$PATH"
echo "› using $(node --version) from node_modules/.bin"
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "› building"
  npm run build
fi
