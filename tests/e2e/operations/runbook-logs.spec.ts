/**
 * The runbook's log queries find their incident's lines (docs/operations.md §Runbook): a site of
 * this spec's own, its JSON log lines captured, gets account-form posts in every locale (the
 * RateLimitRefusals query's `req.url` pattern, read from docs/operations.md, must match each and
 * no page GET), then a clean stop by SIGTERM, whose lines SiteInstanceDown lists.
 */
import { readFileSync } from "node:fs";
import { SITE_PORT } from "../../../playwright.config";
import { expect, test } from "../fixtures";
import { spawnSite } from "../site-process";

const PORT = SITE_PORT + 24;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNBOOK = readFileSync("docs/operations.md", "utf8");

/** The runbook's section of `alert`, up to the next heading. */
function section(alert: string): string {
  const start = RUNBOOK.indexOf(`#### ${alert}\n`);
  expect(start, alert).toBeGreaterThan(-1);
  const end = RUNBOOK.indexOf("\n#### ", start + 1);
  return RUNBOOK.slice(start, end < 0 ? undefined : end);
}

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
}

test("the rate-limit query matches the account posts of every locale; the instance-down section lists a clean stop's lines", async () => {
  const site = await spawnSite({ LOG_LEVEL: "info", CHAT_SECRET: "e2e-runbook-chat-secret" }, { port: PORT, output: "capture" });
  const posts = [
    "/sign-in",
    "/cn/sign-in",
    "/hk/sign-in-institutional",
    "/two-step-verification",
    "/cn/sign-up",
    "/hk/sign-forgot",
    "/sign-in?_data=routes%2Faccount%2Fsign-in",
  ];
  for (const path of posts) {
    const response = await fetch(`${BASE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: "method=email&email=nobody%40example.com&password=Wrong12345",
      redirect: "manual",
    });
    await response.arrayBuffer();
  }
  const page = await fetch(`${BASE}/cn/stocks`);
  await page.arrayBuffer();
  expect(await site.stop("SIGTERM")).toBe(0);

  const lines = site.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
  const pattern = /`req\.url` matching\s+`([^`]+)`/.exec(section("RateLimitRefusals"));
  expect(pattern, "the RateLimitRefusals query's pattern").not.toBeNull();
  const accountPosts = new RegExp(pattern![1]);
  const postUrls = lines.filter((l) => l.req?.method === "POST").map((l) => l.req!.url!);
  expect(postUrls.sort()).toEqual([...posts].sort());
  for (const url of postUrls) expect(url, url).toMatch(accountPosts);
  for (const line of lines.filter((l) => l.req?.method === "GET")) expect(line.req!.url, "a page GET").not.toMatch(accountPosts);

  const messages = new Set(lines.map((l) => l.msg));
  const instanceDown = section("SiteInstanceDown").replace(/\s+/g, " ");
  const stopLines = [
    "shutting down: not ready (/readyz 503), serving while the load balancer moves away",
    "closing the listener: no new connections, finishing in-flight requests",
    "stopped",
  ];
  for (const msg of stopLines) {
    expect(messages.has(msg), `the site logged "${msg}"`).toBe(true);
    expect(instanceDown, `SiteInstanceDown lists "${msg}"`).toContain(`"${msg}"`);
  }
});
