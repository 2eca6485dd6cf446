import { describe, expect, it } from "vitest";
import { slowestSpecFiles } from "../../scripts/checks/slowest-specs.mjs";

const result = (duration: number) => ({ duration, status: "passed" });

describe("slowestSpecFiles: the spec files that cost a browser run most", () => {
  it("sums each file's results over nested suites and projects, longest first, and keeps the first n", () => {
    const report = {
      suites: [
        { file: "a.spec.ts", specs: [{ file: "a.spec.ts", tests: [{ results: [result(1_000)] }, { results: [result(500), result(700)] }] }] },
        {
          file: "b.spec.ts",
          specs: [],
          suites: [
            {
              specs: [{ file: "b.spec.ts", tests: [{ results: [result(4_000)] }] }],
              suites: [{ specs: [{ file: "b.spec.ts", tests: [{ results: [result(100)] }] }] }],
            },
          ],
        },
        { file: "c.spec.ts", specs: [{ file: "c.spec.ts", tests: [{ results: [result(50)] }] }] },
        // Listed but not run (a narrowed run): left out.
        { file: "d.spec.ts", specs: [{ file: "d.spec.ts", tests: [{ results: [] }] }] },
      ],
    };
    expect(slowestSpecFiles(report)).toEqual([
      { file: "b.spec.ts", ms: 4_100, tests: 2 },
      { file: "a.spec.ts", ms: 2_200, tests: 2 },
      { file: "c.spec.ts", ms: 50, tests: 1 },
    ]);
    expect(slowestSpecFiles(report, 1)).toEqual([{ file: "b.spec.ts", ms: 4_100, tests: 2 }]);
    expect(slowestSpecFiles({})).toEqual([]);
  });
});
