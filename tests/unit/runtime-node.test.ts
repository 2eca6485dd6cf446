/** The production image's check of its Node version (scripts/checks/runtime-node.mjs, run by the Dockerfile). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MINIMUM_NODE, atLeast } from "../../scripts/checks/runtime-node.mjs";

describe("runtime-node", () => {
  it("asks for the newest Node 24 security release, 24.22.3 (docs/security.md)", () => {
    expect(MINIMUM_NODE).toBe("24.22.3");
  });
  it("compares major, minor and patch as numbers", () => {
    expect(atLeast("v24.21.0", MINIMUM_NODE)).toBe(false);
    expect(atLeast("v24.22.1", MINIMUM_NODE)).toBe(false);
    expect(atLeast("v24.22.2", MINIMUM_NODE)).toBe(false);
    expect(atLeast("v20.20.2", MINIMUM_NODE)).toBe(false);
    expect(atLeast("v24.22.3", MINIMUM_NODE)).toBe(true);
    expect(atLeast("v24.100.0", MINIMUM_NODE)).toBe(true);
    expect(atLeast("v25.0.0", MINIMUM_NODE)).toBe(true);
  });
  it("as a script, exits 1 naming the versions on an older Node, as the image build runs it", () => {
    const run = () => execFileSync(process.execPath, ["scripts/checks/runtime-node.mjs"], { encoding: "utf8", stdio: "pipe" });
    if (atLeast(process.version, MINIMUM_NODE)) expect(run()).toContain(MINIMUM_NODE);
    else expect(run).toThrow(new RegExp(`older than ${MINIMUM_NODE.replace(/\./g, "\\.")}`));
  });
  it("the Dockerfile builds and runs on a pinned Node release no older than MINIMUM_NODE, in both stages", () => {
    const bases = [...readFileSync("Dockerfile", "utf8").matchAll(/^FROM node:(\S+) AS (\w+)$/gm)].map(([, tag, stage]) => ({ tag, stage }));
    expect(bases.map(({ stage }) => stage)).toEqual(["build", "runtime"]);
    for (const { tag, stage } of bases) {
      const version = /^(\d+\.\d+\.\d+)-/.exec(tag)?.[1];
      expect(version, `${stage}: node:${tag} names a release, not a line`).toBeDefined();
      expect(atLeast(version!, MINIMUM_NODE), `${stage}: node:${tag}`).toBe(true);
    }
  });
});
