#!/usr/bin/env bash
# The one command that runs every test on a fresh machine (README): installs what the tests need
# (npm packages with the pinned Node LTS, Debian's chromium, Java for the HTML checker, nginx,
# redis-server), then lint and format check, type check, production build (with its size
# budgets), unit tests, the production install check, two instances behind nginx, Lighthouse's
# installability audits, the app without its speed patches, and the browser tests against the
# built server. It prints each stage's time at the end (also after a failure) and, after the
# browser tests, the ten slowest spec files (scripts/checks/slowest-specs.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
# Each stage's time: `stage <name>` ends the stage running (its time recorded) and starts the next.
stage_name="" stage_start=$start stage_times=()
stage() {
  local now
  now=$(date +%s)
  if [ -n "$stage_name" ]; then stage_times+=("$(printf '%6d s  %s' $((now - stage_start)) "$stage_name")"); fi
  stage_name="${1:-}" stage_start=$now
}
stage_report() {
  [ -z "${stage_reported:-}" ] || return 0
  stage_reported=1
  stage
  echo "› time per stage"
  printf '%s\n' "${stage_times[@]}"
}
trap stage_report EXIT
stage install
SKIP_BUILD=1 bash scripts/setup.sh
bash scripts/machine/ensure-chromium.sh
bash scripts/machine/ensure-java.sh
# Debian's nginx, for the shared-cache tests through the repository's own configuration
# (tests/e2e/operations/cache.spec.ts), redis-server for the two instances' check, and Debian's
# prometheus for promtool, which checks and tests the alert and recording rules
# (tests/unit/operations-console.test.ts), and Prometheus itself, Alertmanager (amtool) and the
# blackbox exporter for the alerting path's tests (tests/unit/alerting*.test.ts,
# tests/e2e/operations/console-live.spec.ts).
bash scripts/machine/ensure-packages.sh nginx redis-server prometheus:promtool prometheus-alertmanager:amtool prometheus-blackbox-exporter
export PATH="$PWD/node_modules/.bin:$PATH"
stage lint
echo "› lint (ESLint, no warnings) and format (Prettier)"
# Without npm run lint's cache: a typed rule's finding can come from an edit of another file,
# which the cache (one entry per file) would not see.
eslint . --max-warnings 0
prettier --check . --log-level warn
stage types
echo "› type check (app, then the sandbox's stricter settings)"
tsc --noEmit
tsc -p sandbox
stage build
echo "› build"
npm run build --silent
stage unit
echo "› unit tests"
vitest run
stage checks
echo "› production install (npm ci --omit=dev in a clean directory, then the production start)"
node scripts/checks/production-install-check.mjs
echo "› two instances behind nginx, sharing Redis and one sandbox (deploy/README.md)"
# Its own ports (TWO_*: 3701, 3702, 4700, 6390, 8780), none of the browser tests' (E2E_PORT and
# the ports derived from it); a failed check fails the run.
bash scripts/checks/two-instances.sh
echo "› Lighthouse's installability and icon audits (Lighthouse 11, installed on first use)"
node scripts/checks/lighthouse-pwa.mjs
echo "› without the speed patches (unit tests and a crawl of every page: docs/patches.md)"
bash scripts/checks/test-unpatched.sh
stage browser
echo "› browser tests"
# A failure's details are printed again at the very end (CI keeps only the tail of the output).
playwright test || { status=$?; stage_report; node scripts/checks/slowest-specs.mjs; node scripts/checks/print-failures.mjs; exit $status; }
stage_report
node scripts/checks/slowest-specs.mjs
echo "› all tests passed in $(( $(date +%s) - start )) s"
