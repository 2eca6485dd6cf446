/**
 * One instance with several worker processes (WEB_CONCURRENCY, server/cluster.ts).
 * This file starts its own site from the production build, as a cluster of two workers on the run's
 * sandbox, and checks what a single process already does elsewhere holds across its workers: pages
 * and sessions from either worker, one rate-limit store, a worker replaced when it dies, and a
 * graceful exit on SIGTERM.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { SITE_PORT } from "../../../playwright.config";
import { expect, randomIp, signInAs, test } from "../fixtures";
import { spawnSite, type SpawnedSite } from "../site-process";

const PORT = SITE_PORT + 17;
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: "demo@dolphin.sg", password: "Demo12345" };

test.describe.configure({ mode: "serial" });

/** Process ids whose parent is `pid`, from /proc (no ps or pgrep needed). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": the command may hold spaces, so read after its closing ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

/**
 * A request on a connection of its own: the cluster hands out connections, not requests, so a
 * kept-alive client would talk to one worker only (and a kept-alive connection may belong to a
 * killed worker). Answers the status and the body.
 */
function fresh(
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${BASE}${path}`, { method, headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
const freshGet = async (path: string) => (await fresh(path)).status;

let site: SpawnedSite;
/** The primary's process id. */
let primary: number;

test.beforeAll(async () => {
  site = await spawnSite({ WEB_CONCURRENCY: "2", CHAT_SECRET: "e2e-cluster-chat-secret" }, { port: PORT });
  primary = site.child.pid!;
});

test.afterAll(async () => {
  await site?.stop();
});

test("two workers serve pages, signed in or not, whichever answers", async ({ page }) => {
  await expect.poll(() => childrenOf(primary).length).toBe(2);
  await page.goto(`${BASE}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await signInAs(page, DEMO.email, DEMO.password, BASE);
  await page.goto(`${BASE}/payment-records`);
  await expect(page.locator(".site-header .user-menu summary")).toBeVisible();
  // The session is a cookie: requests on connections of their own go to both workers in turn
  // (round robin), and every one is served signed in.
  const cookie = (await page.context().cookies(BASE)).map((c) => `${c.name}=${c.value}`).join("; ");
  for (let i = 0; i < 6; i++) {
    const { status, body } = await fresh("/payment-records", { headers: { Cookie: cookie } });
    expect(status).toBe(200);
    expect(body).toContain('"isLogin":true');
  }
});

test("the workers share one rate-limit store: the 61st write of a minute is refused", async () => {
  const headers = { "X-Forwarded-For": randomIp() };
  const statuses: number[] = [];
  // Each on a connection of its own, so the writes are spread over both workers.
  for (let i = 0; i < 61; i++) statuses.push((await fresh("/feedback", { method: "POST", headers })).status);
  // Alternating workers with a store each would let 2 × 60 through.
  expect(statuses.slice(0, 60)).not.toContain(429);
  expect(statuses[60]).toBe(429);
});

test("a worker that dies is replaced, and the instance serves on", async () => {
  const [victim] = childrenOf(primary);
  process.kill(victim, "SIGKILL");
  // (Connections the primary hands over in the moment before it learns of the death are lost with
  // the worker, as with any process that dies: a balancer retries them.)
  await expect.poll(() => childrenOf(primary).filter((pid) => pid !== victim).length, { timeout: 15_000 }).toBe(2);
  for (let i = 0; i < 6; i++) expect(await freshGet("/healthz")).toBe(200);
  expect(await freshGet("/pricing")).toBe(200);
});

test("SIGTERM: the workers drain, and the instance exits cleanly within 10 s", async () => {
  const workers = childrenOf(primary);
  const started = Date.now();
  expect(await site.stop("SIGTERM")).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(workers.filter((pid) => readdirSync("/proc").includes(String(pid)))).toEqual([]);
});
