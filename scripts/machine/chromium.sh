#!/bin/sh
# Starts Chromium (CHROMIUM_PATH, Debian's /usr/bin/chromium by default) with every
# --disable-features switch of its command line merged into one, and every --enable-features
# switch likewise. Chromium keeps only the last of each it is given, so a launcher's own lists
# (Playwright's, Lighthouse's) and the project's (scripts/lib/chromium.mjs) would otherwise cancel
# one another, silently.
#
# It also drops --disable-dev-shm-usage, which Playwright always passes (for containers whose
# /dev/shm is 64 MB), when /dev/shm has room: the switch puts Chromium's shared memory (the
# frames a renderer hands the compositor, network buffers) in files under /tmp, on disk here.
# The test is Debian's launcher's own, which adds the switch below 3.8 GB free
# (/etc/chromium.d/default-flags); docs/performance.md §"The whole test run" has the measure.
SHM_ROOM=4080218931
# Whether /dev/shm has SHM_ROOM bytes free: asked only when the switch is given.
shm_roomy() {
  free=$(df -B1 --output=avail /dev/shm 2>/dev/null | tail -n 1 | tr -d ' ')
  case "$free" in '' | *[!0-9]*) return 1 ;; esac
  [ "$free" -ge "$SHM_ROOM" ]
}
disabled=""
enabled=""
for arg; do
  shift
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    --enable-features=*) enabled="${enabled:+$enabled,}${arg#--enable-features=}" ;;
    --disable-dev-shm-usage) shm_roomy || set -- "$@" "$arg" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" ${disabled:+"--disable-features=$disabled"} ${enabled:+"--enable-features=$enabled"} "$@"
