import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** scripts/checks/tests-loading.mjs's answer for `packages`: the test files, one an entry. */
const loading = (...packages: string[]) =>
  execFileSync(process.execPath, ["scripts/checks/tests-loading.mjs", ...packages], { encoding: "utf8" })
    .trim()
    .split("\n");

describe("tests-loading: the unit tests npm run test:unpatched runs", () => {
  it("lists the tests that load a package, through the site's own modules too, and no other", () => {
    const found = loading("@remix-run/react");
    // Imports the package's module itself.
    expect(found).toContain("tests/unit/app-link.test.tsx");
    // Reaches it only through a component whose other exports it uses (text-counter imports
    // form-fields, which imports @remix-run/react): Vitest loads the whole module, so it counts.
    expect(found).toContain("app/components/forms/text-counter.test.ts");
    // Loads nothing of it.
    expect(found).not.toContain("app/lib/fees/calculator.test.ts");
  }, 60_000);

  it("refuses to run without a package", () => {
    expect(() => execFileSync(process.execPath, ["scripts/checks/tests-loading.mjs"], { stdio: "pipe" })).toThrow(/usage/);
  });
});
