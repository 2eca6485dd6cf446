// The production image's build-time check of the Node it runs on (Dockerfile): at least
// MINIMUM_NODE, the newest Node 24 security release (docs/security.md §Dependencies past their
// end of life: what 24.22.1 to 24.22.3 fix). Run as a script it exits 1 with the versions named
// when the runtime is older, 0 otherwise. No dependencies: it runs before any install. Renovate
// raises MINIMUM_NODE with each Node 24 release (renovate.json, a regex manager), in the same
// proposal as the Dockerfile's base image.
import { pathToFileURL } from "node:url";

// renovate: datasource=node-version depName=node
export const MINIMUM_NODE = "24.22.3";

/** Whether `version` ("v24.21.0" or "24.21.0") is `minimum` or newer, compared as major.minor.patch. */
export function atLeast(version, minimum) {
  const [a, b] = [version, minimum].map((v) => v.replace(/^v/, "").split(".").map(Number));
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!atLeast(process.version, MINIMUM_NODE)) {
    console.error(`Node ${process.version} is older than ${MINIMUM_NODE}, which fixed security flaws of Node 24: build on a newer base image.`);
    process.exit(1);
  }
  console.log(`Node ${process.version}: at least ${MINIMUM_NODE}.`);
}
