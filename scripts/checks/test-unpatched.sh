#!/usr/bin/env bash
# `npm run test:unpatched`: the site is correct without its speed patches (docs/patches.md). Copies
# the tracked files and the checkout's node_modules to a scratch folder, takes every speed patch
# back out of the copy (the bug fixes kept), builds as `npm run build:test` does (no minification,
# precompression or size budgets: the crawl loads pages, never the browser's assets, and some of
# the patches left out are what keeps the browser bundle under its budget), runs the unit tests
# that load a package a speed patch changes (scripts/checks/tests-loading.mjs) except those of the
# patches themselves, and crawls every page in the three locales against the built server with its
# sandbox (scripts/checks/crawl.mjs). Brings the checkout's install up to date first
# (scripts/setup.sh).
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

# The copy below starts from the checkout's install: current with package-lock.json first.
SKIP_BUILD=1 bash scripts/setup.sh
dir="${UNPATCHED_DIR:-$(mktemp -d -t dolphin-unpatched.XXXXXX)}"
[ -n "${UNPATCHED_DIR:-}" ] || trap 'rm -rf "$dir"' EXIT
echo "› copying the tracked files and node_modules to $dir"
git ls-files -z | xargs -0 cp --parents -t "$dir"
for patch in "${SPEED_PATCHES[@]}"; do
  [ -f "$dir/patches/$patch" ] || { echo "no patch $patch: update SPEED_PATCHES" >&2; exit 1; }
  rm "$dir/patches/$patch"
done
echo "› patches kept: $(ls "$dir/patches" | tr '\n' ' ')"
# The checkout's install with each speed patch taken back out holds the same files as
# `npm ci --offline` without them (the two trees compare equal but for patch-package's own
# record), at a third of the time; the caches of the checkout's tools stay out. In the temporary
# folder its files are hard links to the checkout's (a tenth of a copy's time), which no step here
# writes: the tools' caches are made anew, and each file a speed patch changes becomes a file of
# its own before the patch comes out. A kept UNPATCHED_DIR, or one where a hard link cannot be
# made (another file system), gets a copy.
if [ -n "${UNPATCHED_DIR:-}" ] || ! cp -al node_modules "$dir/" 2> /dev/null; then
  rm -rf "$dir/node_modules"
  cp -a node_modules "$dir/"
fi
rm -rf "$dir/node_modules/.vite" "$dir/node_modules/.cache"
while read -r file; do
  cp -p --remove-destination "$file" "$dir/$file"
done < <(for patch in "${SPEED_PATCHES[@]}"; do sed -n 's|^+++ b/||p' "patches/$patch"; done)
cd "$dir"
# The router's speed patch (003) is the last of its patches to apply, so it comes out alone.
# GIT_CEILING_DIRECTORIES: git applies to this folder, never to a repository it might be inside.
for patch in "${SPEED_PATCHES[@]}"; do
  GIT_CEILING_DIRECTORIES="$(dirname "$dir")" git apply --reverse "$OLDPWD/patches/$patch" ||
    { echo "could not take $patch out of node_modules: is it applied in the checkout?" >&2; exit 1; }
done
export PATH="$PWD/node_modules/.bin:$PATH"
echo "› build (npm run build:test's: the server and the app, no minification, precompression or budgets)"
bash scripts/build/build-test.sh > build.log 2>&1 || { tail -30 build.log; exit 1; }
echo "› unit tests that load a package a speed patch changes, without the patches' own"
# A test that loads none of those packages runs the same code here as in npm test's own run.
packages=()
for patch in "${SPEED_PATCHES[@]}"; do
  IFS=+ read -r -a parts <<< "${patch%.patch}"
  if [[ ${parts[0]} == @* ]]; then packages+=("${parts[0]}/${parts[1]}"); else packages+=("${parts[0]}"); fi
done
mapfile -t loading < <(node scripts/checks/tests-loading.mjs "${packages[@]}")
[ ${#loading[@]} -gt 0 ] || { echo "no unit test loads ${packages[*]}: scripts/checks/tests-loading.mjs found none" >&2; exit 1; }
vitest run --exclude "$PATCH_TESTS" --exclude "node_modules/**" "${loading[@]}"
echo "› crawl of every page in three locales"
node scripts/checks/crawl.mjs
echo "› unpatched: all passed in $(( $(date +%s) - start )) s"
