/**
 * Issue 8: one instance with several worker processes (WEB_CONCURRENCY, app/lib/cluster.server.ts).
 * This file starts its own site from the production build, as a cluster of two workers on the run's
 * sandbox, and checks what a single process already does elsewhere holds across its workers: pages
 * and sessions from either worker, one rate-limit store, a worker replaced when it dies, and a
 * graceful exit on SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { SANDBOX_PORT, SITE_PORT } from "../../playwright.config";
import { expect, randomIp, signInAs, test } from "./fixtures";

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

let site: ChildProcess;
let exit: Promise<number | null>;

test.beforeAll(async () => {
  site = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "2",
      API_HZ_ORIGIN: `http://127.0.0.1:${SANDBOX_PORT}`,
      API_JY_ORIGIN: `http://127.0.0.1:${SANDBOX_PORT}`,
      LOG_LEVEL: "warn",
      CHAT_SECRET: "e2e-cluster-chat-secret",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  exit = new Promise((resolve) => site.once("exit", (code) => resolve(code)));
  await expect
    .poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (site.exitCode === null) site.kill("SIGKILL");
});

test("two workers serve pages, signed in or not, whichever answers", async ({ page }) => {
  await expect.poll(() => childrenOf(site.pid!).length).toBe(2);
  await page.goto(`${BASE}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The session is a cookie: consecutive requests go to both workers in turn, all signed in.
  await signInAs(page, DEMO.email, DEMO.password, BASE);
  for (const path of ["/", "/pricing", "/payment-records", "/feedback"]) {
    await page.goto(`${BASE}${path}`);
    await expect(page.locator(".site-header .user-menu summary")).toBeVisible();
  }
});

test("the workers share one rate-limit store: the 61st write of a minute is refused", async ({ request }) => {
  const headers = { "X-Forwarded-For": randomIp() };
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) statuses.push((await request.post(`${BASE}/feedback`, { headers, maxRedirects: 0 })).status());
  // Alternating workers with a store each would let 2 × 60 through.
  expect(statuses.slice(0, 60)).not.toContain(429);
  expect(statuses[60]).toBe(429);
});

/** The status of a GET on a connection of its own (a kept-alive one may belong to a killed worker). */
function freshGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${BASE}${path}`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

test("a worker that dies is replaced, and the instance serves on", async () => {
  const [victim] = childrenOf(site.pid!);
  process.kill(victim, "SIGKILL");
  // (Connections the primary hands over in the moment before it learns of the death are lost with
  // the worker, as with any process that dies: a balancer retries them.)
  await expect.poll(() => childrenOf(site.pid!).filter((pid) => pid !== victim).length, { timeout: 15_000 }).toBe(2);
  for (let i = 0; i < 6; i++) expect(await freshGet("/healthz")).toBe(200);
  expect(await freshGet("/pricing")).toBe(200);
});

test("SIGTERM: the workers drain, and the instance exits cleanly within 10 s", async () => {
  const workers = childrenOf(site.pid!);
  const started = Date.now();
  site.kill("SIGTERM");
  expect(await exit).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(workers.filter((pid) => readdirSync("/proc").includes(String(pid)))).toEqual([]);
});
