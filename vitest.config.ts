import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "sandbox/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    pool: "threads",
    // The site's log lines (pino) would fill the run's output: the tests that assert a line spy on
    // the logger's methods, which the level does not affect.
    env: { LOG_LEVEL: "silent" },
  },
});
