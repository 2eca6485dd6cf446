#!/usr/bin/env bash
# Playwright cannot download its own browser here: the browser tests use Debian's chromium at
# /usr/bin/chromium (or CHROMIUM_PATH). When that binary is missing, installs Debian's chromium and
# fonts-noto-cjk with scripts/machine/ensure-packages.sh (as root or through `sudo -n`; else it prints the
# command and this exits 1), then prints the chromium version.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "› chromium not found at $CHROMIUM"
if ! bash "$(dirname "$0")/ensure-packages.sh" "chromium:$CHROMIUM" fonts-noto-cjk:; then
  echo "  or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
  exit 1
fi
"$CHROMIUM" --version
