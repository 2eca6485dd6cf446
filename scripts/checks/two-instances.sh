#!/usr/bin/env bash
# Two instances of the site behind nginx, sharing Redis and one sandbox upstream, all on loopback
# (deploy/README.md). Installs nginx and redis-server from Debian when missing
# (scripts/machine/ensure-packages.sh: as root or through `sudo -n`), starts Redis, the sandbox
# (`npm run sandbox`), instances A and B (same upstream, REDIS_URL and one COOKIE_SECRET, TRUST_PROXY=1), the
# balancer round-robin over them (deploy/haproxy.cfg) and nginx in front of it (deploy/nginx.conf), runs
# scripts/checks/two-instances-check.mjs (PASS/FAIL lines), then stops everything it started.
# Ports: TWO_REDIS_PORT (6390), TWO_SANDBOX_PORT (4700), TWO_PORT_A (3701), TWO_PORT_B (3702),
# TWO_BALANCER_PORT (8781), TWO_NGINX_PORT (8780). Needs a build (npm run build; built here when missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"

REDIS_PORT="${TWO_REDIS_PORT:-6390}"
SANDBOX_PORT="${TWO_SANDBOX_PORT:-4700}"
PORT_A="${TWO_PORT_A:-3701}"
PORT_B="${TWO_PORT_B:-3702}"
BALANCER_PORT="${TWO_BALANCER_PORT:-8781}"
NGINX_PORT="${TWO_NGINX_PORT:-8780}"
HOST=127.0.0.1

log() { echo "two-instances: $*"; }

# --- packages -----------------------------------------------------------------------------------
# policy-rc.d (as in container images) keeps the packages' own services from starting.
bash scripts/machine/ensure-packages.sh nginx haproxy redis-server ||
  { echo "FAIL nginx, haproxy and redis-server are needed (see the line above)"; exit 1; }
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

[ -f build/server.js ] && [ -f build/index.js ] || { log "no build: npm run build"; npm run build --silent; }

for port in "$REDIS_PORT" "$SANDBOX_PORT" "$PORT_A" "$PORT_B" "$BALANCER_PORT" "$NGINX_PORT"; do
  if (exec 3<>"/dev/tcp/$HOST/$port") 2>/dev/null; then echo "FAIL port $port on $HOST is already in use"; exit 1; fi
done

# --- processes, each in its own process group so that cleanup ends exactly what was started -----
WORK="$(mktemp -d /tmp/two-instances.XXXXXX)"
PIDS=()
cleanup() {
  local status=$?
  for pid in "${PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for _ in $(seq 50); do
    local alive=0
    for pid in "${PIDS[@]}"; do kill -0 -- "-$pid" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.2
  done
  for pid in "${PIDS[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
  log "stopped everything it started"
  exit $status
}
trap cleanup EXIT INT TERM

start() { # name, command...: runs in a new session (process group = its pid), output to $WORK/name.log
  local name=$1
  shift
  setsid "$@" >"$WORK/$name.log" 2>&1 &
  PIDS+=($!)
}

wait_for() { # name, url-or-command
  local name=$1 probe=$2
  for _ in $(seq 150); do
    if [[ $probe == http* ]]; then curl -sf -o /dev/null "$probe" && return 0; else eval "$probe" >/dev/null 2>&1 && return 0; fi
    sleep 0.2
  done
  echo "FAIL $name did not start; its log:"
  tail -20 "$WORK/$name.log" || true
  exit 1
}

start redis redis-server --port "$REDIS_PORT" --bind "$HOST" --save "" --appendonly no --dir "$WORK" --daemonize no
wait_for redis "redis-cli -h $HOST -p $REDIS_PORT ping"
log "redis on $HOST:$REDIS_PORT"

start sandbox env SANDBOX_PORT="$SANDBOX_PORT" SANDBOX_HOST="$HOST" SANDBOX_DB=:memory: SANDBOX_QUIET=1 npm run sandbox --silent
wait_for sandbox "http://$HOST:$SANDBOX_PORT/__sandbox/analytics"
log "sandbox on $HOST:$SANDBOX_PORT"

# One cookie secret for both, as every instance of a deployment has (deploy/README.md): with one
# each, B would refuse A's signed cookies and end the session A started (an instance with
# REDIS_URL refuses to start without it). Exported, so it is in no command line.
export COOKIE_SECRET
COOKIE_SECRET="$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))')"
# REDIS_TIMEOUT_MS: this checks that the count is shared, beside the browser tests on a busy
# machine, where a call can wait past production's 50 ms deadline and be counted in one
# instance's memory instead (the deadline itself: tests/e2e/operations/signals-faults.spec.ts).
for instance in A B; do
  port=$PORT_A
  [ $instance = B ] && port=$PORT_B
  start "site-$instance" env NODE_ENV=production PORT="$port" HOST="$HOST" LOG_LEVEL=warn \
    SANDBOX_ORIGIN="http://$HOST:$SANDBOX_PORT" \
    REDIS_URL="redis://$HOST:$REDIS_PORT" REDIS_TIMEOUT_MS=1000 TRUST_PROXY=1 PUBLIC_ORIGIN="http://$HOST:$NGINX_PORT" \
    node build/server.js
  [ $instance = B ] && PID_B=$!
done
wait_for site-A "http://$HOST:$PORT_A/healthz"
wait_for site-B "http://$HOST:$PORT_B/healthz"
log "instances A on $HOST:$PORT_A and B on $HOST:$PORT_B (REDIS_URL, COOKIE_SECRET and one sandbox shared, TRUST_PROXY=1)"

# X-Upstream-Addr (demo only) names the instance that answered.
start balancer env BALANCER_BIND="$HOST:$BALANCER_PORT" SITE_A="$HOST:$PORT_A" SITE_B="$HOST:$PORT_B" BALANCER_DEMO_HEADERS=1 \
  "$(command -v haproxy || echo /usr/sbin/haproxy)" -db -f deploy/haproxy.cfg
wait_for balancer "http://$HOST:$BALANCER_PORT/healthz"
log "balancer on $HOST:$BALANCER_PORT, round-robin to A and B, checking each one's /readyz"

mkdir -p "$WORK/tmp"
chmod 755 "$WORK"
sed -e "s#{{WORK_DIR}}#$WORK#g" -e "s#{{SITE}}#$HOST:$BALANCER_PORT#g" -e "s#{{LISTEN}}#$HOST:$NGINX_PORT#g" \
  deploy/nginx.conf >"$WORK/nginx.conf"
for d in client_body proxy fastcgi uwsgi scgi; do mkdir -p "$WORK/tmp/$d" && chmod 777 "$WORK/tmp/$d"; done
"$NGINX" -t -q -p "$WORK" -e "$WORK/nginx-error.log" -c "$WORK/nginx.conf"
start nginx "$NGINX" -p "$WORK" -e "$WORK/nginx-error.log" -c "$WORK/nginx.conf" -g "daemon off;"
wait_for nginx "http://$HOST:$NGINX_PORT/healthz"
log "nginx on $HOST:$NGINX_PORT, in front of the balancer"

set +e
SITE_A="http://$HOST:$PORT_A" SITE_B="http://$HOST:$PORT_B" SITE_B_PID="$PID_B" PROXY="http://$HOST:$NGINX_PORT" SANDBOX="http://$HOST:$SANDBOX_PORT" \
  node scripts/checks/two-instances-check.mjs
status=$?
set -e
if [ $status != 0 ]; then
  for f in site-A site-B balancer nginx-error; do [ -s "$WORK/$f.log" ] && { echo "--- $f.log"; tail -15 "$WORK/$f.log"; }; done
fi
exit $status
