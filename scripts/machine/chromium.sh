#!/bin/sh
# Starts Chromium (CHROMIUM_PATH, Debian's /usr/bin/chromium by default) with every
# --disable-features switch of its command line merged into one. Chromium keeps only the last
# --disable-features it is given, so a launcher's own list (Playwright's, Lighthouse's) and the
# project's (scripts/lib/chromium.mjs) would otherwise cancel one another, silently.
features=""
for arg; do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" ${features:+"--disable-features=$features"} "$@"
