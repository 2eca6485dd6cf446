// File listing shared by the build scripts (minify.mjs, precompress.mjs).
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file below `dir` (Node's recursive readdir), as paths joined to `dir`. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
