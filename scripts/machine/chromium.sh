#!/bin/sh
# Starts Chromium (CHROMIUM_PATH, Debian's /usr/bin/chromium by default) with every
# --disable-features switch of its command line merged into one, and every --enable-features
# switch likewise. Chromium keeps only the last of each it is given, so a launcher's own lists
# (Playwright's, Lighthouse's) and the project's (scripts/lib/chromium.mjs) would otherwise cancel
# one another, silently.
disabled=""
enabled=""
for arg; do
  shift
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    --enable-features=*) enabled="${enabled:+$enabled,}${arg#--enable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" ${disabled:+"--disable-features=$disabled"} ${enabled:+"--enable-features=$enabled"} "$@"
