#!/usr/bin/env bash
# The production install, as the Dockerfile and scripts/checks/production-install-check.mjs run it: the
# runtime dependencies only, exactly those of package-lock.json, with the patches applied.
# `postinstall` runs patch-package (a runtime dependency); npm sets NODE_ENV=production for
# lifecycle scripts when dev dependencies are omitted, and patch-package then skips the patch of
# a dev dependency that is not installed (@remix-run/dev: docs/operations.md §Production install).
# Extra arguments go to npm ci (--offline in the check, where the npm cache holds every package).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --omit=dev --no-audit --no-fund "$@"
