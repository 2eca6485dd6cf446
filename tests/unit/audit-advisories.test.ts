import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { osvQuery, productionPackages } from "../../scripts/checks/audit-advisories.mjs";

const run = (...args: string[]) => execFileSync(process.execPath, ["scripts/checks/audit-advisories.mjs", ...args], { encoding: "utf8" });

describe("npm run audit:advisories", () => {
  it("lists the production tree from the lockfile, name@version, without the development tools", () => {
    const lines = run().trim().split("\n");
    expect(lines).toContain("react-router@6.30.6");
    expect(lines).toContain("react-router-dom@6.30.6");
    expect(lines).toContain("@remix-run/router@1.23.4");
    expect(lines).toContain("turbo-stream@2.4.1");
    expect(lines).toContain("sanitize-html@2.18.1");
    expect(lines.some((line) => line.startsWith("vitest@") || line.startsWith("@playwright/test@") || line.startsWith("@remix-run/dev@"))).toBe(false);
    expect(lines.every((line) => /^(@[^/@]+\/)?[^/@]+@\d[^\s]*$/.test(line))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("writes the OSV batch query for the same list", () => {
    const query = JSON.parse(run("--osv")) as { queries: Array<{ package: { name: string; ecosystem: string }; version: string }> };
    expect(query.queries).toContainEqual({ package: { name: "react-router", ecosystem: "npm" }, version: "6.30.6" });
    expect(query.queries.length).toBe(run().trim().split("\n").length);
  });

  it("reads scoped names, skips development, linked and the root entries", () => {
    const packages = productionPackages({
      packages: {
        "": { name: "site", version: "0.1.0" },
        "node_modules/@scope/a": { version: "1.0.0" },
        "node_modules/b": { version: "2.0.0", dev: true },
        "node_modules/c": { version: "3.0.0", devOptional: true },
        "node_modules/x/node_modules/d": { version: "4.0.0" },
        "node_modules/d": { version: "4.0.0" },
        "node_modules/e": { link: true, resolved: "../e" },
      },
    });
    expect(packages).toEqual([
      { name: "@scope/a", version: "1.0.0" },
      { name: "d", version: "4.0.0" },
    ]);
    expect(osvQuery(packages).queries[0]).toEqual({ package: { name: "@scope/a", ecosystem: "npm" }, version: "1.0.0" });
  });

  it("says so when the advisory database cannot be reached, and still prints the list", () => {
    const result = spawnSync(process.execPath, ["scripts/checks/audit-advisories.mjs", "--check"], {
      encoding: "utf8",
      env: { ...process.env, AUDIT_OSV_URL: "http://127.0.0.1:9/querybatch" },
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toContain("react-router@6.30.6");
    expect(result.stderr).toContain("could not be reached");
  });
});
