import { spawnSync } from "node:child_process";
import { statfsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "../../scripts/lib/chromium.mjs";

/** The command line scripts/machine/chromium.sh starts for `args`, with echo standing in for Chromium. */
const launched = (...args: string[]) =>
  spawnSync("sh", [CHROMIUM_EXECUTABLE, ...args], { env: { ...process.env, CHROMIUM_PATH: "/bin/echo" }, encoding: "utf8" })
    .stdout.trim()
    .split(" ");

describe("scripts/machine/chromium.sh: one list of features, whoever launches Chromium", () => {
  it("merges every --disable-features and every --enable-features switch (Chromium keeps only the last of each)", () => {
    // A launcher's own lists first (as Playwright passes them), then the project's.
    const line = launched("--enable-features=CDPScreenshotNewSurface", "--disable-features=A", "--headless", ...CHROMIUM_FLAGS);
    expect(line.filter((arg) => arg.startsWith("--enable-features="))).toEqual(["--enable-features=CDPScreenshotNewSurface,NetworkServiceInProcess2"]);
    const disabled = line.filter((arg) => arg.startsWith("--disable-features="));
    expect(disabled).toHaveLength(1);
    expect(disabled[0].split("=")[1].split(",")).toEqual(expect.arrayContaining(["A", "SpareRendererForSitePerProcess", "WebUIOmniboxPopup"]));
    expect(line).toEqual(expect.arrayContaining(["--headless", "--in-process-gpu", "--renderer-process-limit=1"]));
  });

  it("drops Playwright's --disable-dev-shm-usage when /dev/shm has Debian's 3.8 GB free, and keeps every other switch", () => {
    const shm = statfsSync("/dev/shm");
    const roomy = shm.bavail * shm.bsize >= 4_080_218_931;
    const line = launched("--disable-dev-shm-usage", "--headless", "--no-sandbox");
    expect(line.includes("--disable-dev-shm-usage")).toBe(!roomy);
    expect(line).toEqual(expect.arrayContaining(["--headless", "--no-sandbox"]));
  });
});
