#!/usr/bin/env bash
# Refreshes tests/unit/support/renovate-schema.json, the JSON schema renovate.json is checked
# against in `npm test` (tests/unit/renovate-config.test.ts), from the `renovate` package on the
# npm registry: the file the package ships as renovate-schema.json, byte for byte. The package
# itself (123 dependencies) is not installed: `npm pack` fetches its tarball only.
# Usage: bash scripts/renovate/update-schema.sh [version]   (default: the registry's latest)
# Then set RENOVATE_SCHEMA_VERSION in tests/unit/renovate-config.test.ts to the version printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
version="${1:-$(npm view renovate version)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "renovate@${version}" >/dev/null && tar -xzf "renovate-${version}.tgz" package/renovate-schema.json)
cp "$work/package/renovate-schema.json" tests/unit/support/renovate-schema.json
echo "tests/unit/support/renovate-schema.json: renovate ${version}"
