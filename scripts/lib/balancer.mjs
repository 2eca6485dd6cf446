// The balancer of the production layout (deploy/haproxy.cfg: HAProxy with active checks of each
// instance's /readyz) on loopback, for `npm run drill` and scripts/checks/two-instances.sh. Needs
// Debian's haproxy (scripts/machine/ensure-packages.sh haproxy).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** deploy/haproxy.cfg, read as it is deployed. */
export const BALANCER_CONFIG = fileURLToPath(new URL("../../deploy/haproxy.cfg", import.meta.url));

/**
 * Starts HAProxy in the foreground of a child process with deploy/haproxy.cfg: `listen`
 * ("127.0.0.1:8080"), `sites` (two instances, host:port), `demoHeaders` (X-Upstream-Addr names the
 * instance that answered). Waits until both instances are checked up (its `/healthz` through the
 * balancer answers, twice). Answers { child, stop() }; `onLog` receives its stderr lines (state
 * changes and failed requests). Throws when haproxy is missing, its configuration check fails or
 * it does not answer within 15 s.
 * @param {{ listen: string, sites: [string, string], demoHeaders?: boolean, onLog?: (line: string) => void }} options
 */
export async function startBalancer({ listen, sites, demoHeaders = false, onLog = () => {} }) {
  const env = {
    ...process.env,
    BALANCER_BIND: listen,
    SITE_A: sites[0],
    SITE_B: sites[1],
    ...(demoHeaders ? { BALANCER_DEMO_HEADERS: "1" } : {}),
  };
  const binary = spawnSync("sh", ["-c", "command -v haproxy || ls /usr/sbin/haproxy"], { encoding: "utf8" }).stdout.trim().split("\n")[0];
  if (!binary) throw new Error("haproxy is not installed: bash scripts/machine/ensure-packages.sh haproxy");
  const check = spawnSync(binary, ["-c", "-q", "-f", BALANCER_CONFIG], { env, encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy -c failed: ${check.stdout}${check.stderr}`);
  const child = spawn(binary, ["-db", "-f", BALANCER_CONFIG], { env, stdio: ["ignore", "ignore", "pipe"] });
  let pending = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onLog(line);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 15_000;
  let answered = 0;
  while (Date.now() < deadline && answered < 2) {
    if (child.exitCode !== null) throw new Error("haproxy exited at start");
    try {
      const response = await fetch(`http://${listen}/healthz`);
      await response.arrayBuffer();
      answered = response.ok ? answered + 1 : 0;
    } catch {
      answered = 0;
    }
    if (answered < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (answered < 2) {
    await stop();
    throw new Error(`haproxy did not answer on ${listen}`);
  }
  return { child, stop };
}
