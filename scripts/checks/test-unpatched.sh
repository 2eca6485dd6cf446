#!/usr/bin/env bash
# `npm run test:unpatched`: the site is correct without its speed patches (docs/patches.md). Copies
# the tracked files to a scratch folder, installs there with `npm ci --offline` and every speed
# patch left out (the bug fixes kept), builds (size budgets off: some of the patches left out are
# what keeps the browser bundle under them), runs the unit tests except those of the patches
# themselves, and crawls every page in the three locales against the built server with its
# sandbox (scripts/checks/crawl.mjs). Needs the npm cache of a previous install (offline).
# UNPATCHED_DIR (default a new temporary folder, removed after), UNPATCHED_PORT (default 3190).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
# The patches that change speed only (CPU or bytes), never behaviour: left out here.
SPEED_PATCHES=(
  "@remix-run+router+1.23.4+003+server-speed.patch"
  "@remix-run+server-runtime+2.17.5.patch"
  "react-router-dom+6.30.6.patch"
  "@remix-run+react+2.17.5.patch"
  "@remix-run+dev+2.17.5.patch"
)
# The tests of those patches' own answers (they fail without them by design).
PATCH_TESTS="tests/unit/{route-matching-patches,loader-data-patches,json-response-patch,browser-bundle-patches}.test.ts"

dir="${UNPATCHED_DIR:-$(mktemp -d -t dolphin-unpatched.XXXXXX)}"
[ -n "${UNPATCHED_DIR:-}" ] || trap 'rm -rf "$dir"' EXIT
echo "› copying the tracked files to $dir"
git ls-files -z | xargs -0 cp --parents -t "$dir"
for patch in "${SPEED_PATCHES[@]}"; do
  [ -f "$dir/patches/$patch" ] || { echo "no patch $patch: update SPEED_PATCHES" >&2; exit 1; }
  rm "$dir/patches/$patch"
done
echo "› patches kept: $(ls "$dir/patches" | tr '\n' ' ')"
cd "$dir"
echo "› npm ci --offline (without the speed patches)"
npm ci --offline --no-audit --no-fund --loglevel=error
export PATH="$PWD/node_modules/.bin:$PATH"
echo "› build (budgets off)"
BUDGET_JS_KB=100000 BUDGET_CSS_KB=100000 npm run build --silent > build.log 2>&1 || { tail -30 build.log; exit 1; }
echo "› unit tests, without the patches' own"
# The alert rules' tests (promtool) and the alerting path's (Prometheus, Alertmanager and the
# scripts that configure them) run no code of a patched package: once, in npm test, is enough.
vitest run --exclude "$PATCH_TESTS" --exclude "node_modules/**" --exclude "tests/unit/operations-console.test.ts" --exclude "tests/unit/alerting*.test.ts"
echo "› crawl of every page in three locales"
node scripts/checks/crawl.mjs
echo "› unpatched: all passed in $(( $(date +%s) - start )) s"
