#!/usr/bin/env bash
# Playwright cannot download its own browser here: the browser tests use Debian's chromium at
# /usr/bin/chromium (or CHROMIUM_PATH). Installs it with apt-get when missing and allowed.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "› chromium not found at $CHROMIUM; installing Debian's chromium package"
if [ "$(id -u)" = "0" ]; then SUDO=""; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
  echo "✘ cannot install chromium without root. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
  echo "  or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
"$CHROMIUM" --version
