#!/usr/bin/env bash
# The one command that runs every test on a fresh machine (README): installs what the tests need
# (npm packages with the pinned Node LTS, Debian's chromium, Java for the HTML checker, nginx,
# redis-server), then lint and format check, type check, production build (with its size
# budgets), unit tests, the production install check, two instances behind nginx, Lighthouse's
# installability audits, the app without its speed patches, and the browser tests against the
# built server. It prints each stage's time at the end (also after a failure) and, after the
# browser tests, the ten slowest spec files (scripts/checks/slowest-specs.mjs).
#
# Steps that leave a core idle run side by side (`together`): lint beside the type check and then
# the build, and the checks beside one another and beside the browser tests' faults project, which
# runs on its own server and sandbox (E2E_PORT 3200) so that its faults reach no other test. The
# browser tests' main project keeps both cores to itself. docs/performance.md §"The whole test
# run" has the figures.
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
# `together <label> <command> [<label> <command> ...]`: runs each command (a string for bash -c)
# in the background with its output in a file, waits for all, then prints each one's output under
# its label and its own time, in the order given; fails when any failed, after printing them all.
together() {
  local dir labels=() pids=() status=0 i started
  dir=$(mktemp -d -t dolphin-together.XXXXXX)
  started=$(date +%s)
  for ((i = 1; i < $#; i += 2)); do
    labels+=("${!i}")
    local command_index=$((i + 1))
    # Each command writes its end time beside its output: its own time, whatever order they end in.
    bash -c "${!command_index}" > "$dir/${#pids[@]}.log" 2>&1 && date +%s > "$dir/${#pids[@]}.end" &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      echo "› ${labels[$i]} ($(( $(cat "$dir/$i.end") - started )) s)"
    else
      status=$?
      echo "› ${labels[$i]}: failed (exit $status)"
    fi
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
  return $status
}
stage install
SKIP_BUILD=1 bash scripts/setup.sh
bash scripts/machine/ensure-chromium.sh
bash scripts/machine/ensure-java.sh
# Debian's nginx, for the shared-cache tests through the repository's own configuration
# (tests/e2e/operations/cache.spec.ts), haproxy (the balancer, deploy/haproxy.cfg) and redis-server for the
# two instances' check (tests/unit/balancer-config.test.ts checks its configuration), and Debian's
# prometheus for promtool, which checks and tests the alert and recording rules
# (tests/unit/operations-console.test.ts), and Prometheus itself, Alertmanager (amtool) and the
# blackbox exporter for the alerting path's tests (tests/unit/alerting*.test.ts,
# tests/e2e/operations/console-live.spec.ts).
bash scripts/machine/ensure-packages.sh nginx haproxy redis-server prometheus:promtool prometheus-alertmanager:amtool prometheus-blackbox-exporter
export PATH="$PWD/node_modules/.bin:$PATH"
stage "lint, types and build"
# ESLint without npm run lint's cache: a typed rule's finding can come from an edit of another
# file, which the cache (one entry per file) would not see. The type check takes about half of
# ESLint's time, so the build follows it on the same core while ESLint runs.
together \
  "lint (ESLint, no warnings) and format (Prettier)" "eslint . --max-warnings 0 && prettier --check . --log-level warn" \
  "type check (app, the sandbox's stricter settings, the scripts), then the production build" "npm run typecheck --silent && npm run build --silent"
stage unit
echo "› unit tests"
vitest run
stage "checks and the faults project"
# Each on ports of its own: the production install 3190-3191 and 9590, the unpatched crawl 3180,
# the two instances 3701, 3702, 4700, 6390, 8780 and 8781, Lighthouse 3650, the faults project's server
# 3200 and sandbox 4200 (and the ports its specs derive from them, 3224, 3225, 9600 and
# 9605-9607); the main project's 3100, 4100 and theirs are free until it starts. The faults project's report goes
# to test-results-faults/ (E2E_RESULTS): each Playwright run empties its own output folder.
# The faults project waits on timeouts one test at a time and ends the stage last, so the checks
# run at a lower priority (nice): they take the CPU it leaves idle rather than delay its next step.
faults_results=test-results-faults
reports=(test-results/e2e-report.json "$faults_results/e2e-report.json")
checks_status=0
together \
  "production install (npm ci --omit=dev in a clean directory, then the production start); two instances behind nginx, sharing Redis and one sandbox (deploy/README.md); Lighthouse's installability and icon audits (Lighthouse 11, installed on first use)" \
  "nice -n 10 bash -c 'node scripts/checks/production-install-check.mjs && bash scripts/checks/two-instances.sh && node scripts/checks/lighthouse-pwa.mjs'" \
  "without the speed patches (the unit tests that load a patched package, and a crawl of every page: docs/patches.md)" \
  "UNPATCHED_PORT=3180 nice -n 10 bash scripts/checks/test-unpatched.sh" \
  "browser tests: the faults project (upstream faults, one test at a time)" \
  "E2E_PORT=3200 E2E_SANDBOX_PORT=4200 E2E_RESULTS=$faults_results playwright test --project faults" ||
  checks_status=$?
stage browser
echo "› browser tests: the main project"
# A failure's details are printed again at the very end (CI keeps only the tail of the output).
browser_status=0
playwright test --project main || browser_status=$?
stage_report
node scripts/checks/slowest-specs.mjs "${reports[@]}"
if [ $checks_status -ne 0 ] || [ $browser_status -ne 0 ]; then
  node scripts/checks/print-failures.mjs "${reports[@]}"
  echo "› failed: checks and faults project exit $checks_status, main project exit $browser_status"
  exit 1
fi
echo "› all tests passed in $(( $(date +%s) - start )) s"
