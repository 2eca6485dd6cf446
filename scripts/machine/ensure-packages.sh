#!/usr/bin/env bash
# Installs the Debian packages a script needs when missing (the one place that runs apt-get).
# Takes one argument per package:
#   PACKAGE           missing when the command PACKAGE is not on the PATH (nor in /usr/sbin, /sbin)
#   PACKAGE:COMMAND   missing when COMMAND is not there: a command name (looked for as above) or
#                     an absolute path to a binary (chromium:/usr/bin/chromium)
#   PACKAGE:          a package with no command (fonts): missing when dpkg does not list it installed
# e.g. `bash scripts/machine/ensure-packages.sh valgrind`, `… nginx redis-server`,
# `… chromium:/usr/bin/chromium fonts-noto-cjk:`. Installs the missing ones with apt-get
# (noninteractive, -y -qq --no-install-recommends) as root, or through `sudo -n` when that works;
# tries the install first and runs `apt-get update` only when it fails (fresh lists save the time).
# Exit: 0 nothing missing or all installed; 1 some missing and no right to install them (the
# command to run is printed); 2 bad arguments; apt-get's status (100) when apt-get itself fails.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: bash scripts/machine/ensure-packages.sh PACKAGE[:COMMAND|:/PATH|:] …" >&2; exit 2; }

missing=()
for arg; do
  package="${arg%%:*}"
  [ -n "$package" ] || { echo "✘ ensure-packages: no package name in '$arg'" >&2; exit 2; }
  if [ "$arg" = "$package" ]; then check="$package"; else check="${arg#*:}"; fi
  if [ -z "$check" ]; then
    [[ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)" == *" installed" ]] && continue
  elif [[ "$check" == /* ]]; then
    [ -x "$check" ] && continue
  else
    { command -v "$check" || [ -x "/usr/sbin/$check" ] || [ -x "/sbin/$check" ]; } >/dev/null 2>&1 && continue
  fi
  missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0

if [ "$(id -u)" = 0 ]; then SUDO=(); elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO=(sudo -n); else
  echo "✘ cannot install ${missing[*]} without root. Run:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
echo "› installing ${missing[*]} from Debian (apt-get)"
install=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}")
"${install[@]}" >/dev/null 2>&1 && exit 0
echo "› the install failed with the current package lists: apt-get update, then again"
"${SUDO[@]}" apt-get update -qq >/dev/null
"${install[@]}" >/dev/null
