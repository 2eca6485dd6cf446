#!/usr/bin/env bash
# The HTML check (tests/e2e/site/html-validity.spec.ts) runs the Nu HTML Checker (npm vnu-jar), a Java
# program. When `java` (or JAVA) is missing, installs Debian's default-jre-headless with
# scripts/machine/ensure-packages.sh (as root or through `sudo -n`; else it prints the command and this
# exits 1).
set -euo pipefail
JAVA="${JAVA:-java}"
if command -v "$JAVA" >/dev/null 2>&1; then exit 0; fi
echo "› java not found ($JAVA)"
if ! bash "$(dirname "$0")/ensure-packages.sh" default-jre-headless:java; then
  echo "  or set JAVA to a Java 11+ binary." >&2
  exit 1
fi
java -version
