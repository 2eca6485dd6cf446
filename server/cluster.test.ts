import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { workerCount } from "./cluster";

describe("workerCount (WEB_CONCURRENCY)", () => {
  it("is 1 when unset, the number given, or one per core for auto", () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount("")).toBe(1);
    expect(workerCount("1")).toBe(1);
    expect(workerCount("4")).toBe(4);
    expect(workerCount("auto")).toBe(availableParallelism());
  });
  it("refuses anything else, naming the variable", () => {
    for (const bad of ["0", "-2", "1.5", "65", "two", " 2x"]) expect(() => workerCount(bad)).toThrow(/WEB_CONCURRENCY/);
  });
});
