import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files whose tests wait on real Prometheus tools (promtool's rule tests, the alerting stack):
 * the longest files of the run, started first so that the other worker runs the rest beside them.
 * Vitest orders by the durations of an earlier run, which a fresh clone does not have; there it
 * went by file size and started them last, leaving one core idle for half a minute.
 */
const LONGEST_FIRST = ["tests/unit/operations-console.test.ts", "tests/unit/alerting-pipeline.test.ts"];

/** Vitest's own order (earlier runs' durations, else size), with LONGEST_FIRST moved to the front. */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "sandbox/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    pool: "threads",
    // One worker a core, and one more for the alerting stack's file, which mostly waits on its
    // timers (docs/performance.md §"The whole test run"). Vitest's own default is one fewer than
    // the cores, one worker on this project's 2-core machines.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    // A test's and a hook's time limit, 30 s where Vitest's defaults are 5 s and 10 s. Several
    // tests start a tool (promtool, amtool, node, the sandbox): on two busy cores, with promtool's
    // rule tests beside them, one such test took 5.6 s and failed a clean-clone run. A hung test
    // still fails, 25 s later. Tests that bound a duration assert it themselves.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The site's log lines (pino) would fill the run's output: the tests that assert a line spy on
    // the logger's methods, which the level does not affect.
    env: { LOG_LEVEL: "silent" },
  },
});
