// `npm run lint:changed`: ESLint on the files changed since the last commit (staged or not) and
// the untracked ones, with the full lint's cache (.cache/eslint/, `npm run lint`): a file linted
// since its last edit is not linted again. Arguments go to ESLint (`-- --fix`). Exits with
// ESLint's status; prints one line when no file is changed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [...new Set([...git("diff", "--name-only", "--diff-filter=d", "HEAD"), ...git("ls-files", "--others", "--exclude-standard")])];
const files = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs|mts)$/.test(file) && existsSync(file));
if (files.length === 0) {
  console.log("› lint:changed: no changed JavaScript or TypeScript file");
  process.exit(0);
}
// The same cache options as package.json's `lint`, so that both runs share one cache.
const { status } = spawnSync(
  "eslint",
  ["--cache", "--cache-strategy", "content", "--cache-location", ".cache/eslint/", "--no-warn-ignored", ...process.argv.slice(2), ...files],
  { stdio: "inherit" },
);
process.exit(status ?? 1);
