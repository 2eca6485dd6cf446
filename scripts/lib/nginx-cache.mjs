// nginx with the repository's own configuration (deploy/nginx.conf) on loopback, for the browser
// tests of the shared cache (tests/e2e/operations/cache.spec.ts) and `npm run bench:cache`: the template's
// placeholders filled for one site (both upstream entries name it), a fresh work directory (logs,
// temporary files, the cache itself), and optionally more server blocks (the bench's static file).
// Needs Debian's nginx (scripts/machine/ensure-packages.sh nginx); runs as the user it is started by (root
// in CI: its workers then run as nobody, so the work folders are world-writable).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TEMPLATE = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url));

/** The nginx binary: on the PATH, else Debian's /usr/sbin/nginx; null when neither exists. */
export function nginxBinary() {
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null;
}

/**
 * deploy/nginx.conf with its placeholders filled: `workDir` (absolute), `listen` ("127.0.0.1:8100"),
 * `site` ("127.0.0.1:3100": one instance, or the balancer in front of the instances in the
 * production layout of npm run drill), `extra` (server blocks added inside http {}, placeholders
 * filled too).
 */
export function cacheConfig({ workDir, listen, site, extra = "" }) {
  const template = readFileSync(TEMPLATE, "utf8");
  const end = template.lastIndexOf("}");
  return `${template.slice(0, end)}${extra}\n}\n`.replaceAll("{{WORK_DIR}}", workDir).replaceAll("{{SITE}}", site).replaceAll("{{LISTEN}}", listen);
}

/**
 * Starts nginx in the foreground of a child process with cacheConfig(options) and waits until it
 * answers on `listen`. Answers { workDir, stop() } (stop: ends it and removes its work directory).
 * Throws when nginx is missing or its configuration test fails (nginx's message included).
 */
export async function startCacheNginx({ listen, site, extra = "" }) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error("nginx is not installed: bash scripts/machine/ensure-packages.sh nginx");
  const workDir = mkdtempSync(path.join(tmpdir(), "dolphin-nginx-"));
  chmodSync(workDir, 0o755);
  for (const dir of ["tmp/client_body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "cache"]) {
    mkdirSync(path.join(workDir, dir), { recursive: true });
    chmodSync(path.join(workDir, dir), 0o777);
  }
  chmodSync(path.join(workDir, "tmp"), 0o755);
  const conf = path.join(workDir, "nginx.conf");
  writeFileSync(conf, cacheConfig({ workDir, listen, site, extra }));
  const args = ["-p", workDir, "-e", path.join(workDir, "nginx-error.log"), "-c", conf];
  const check = spawnSync(nginx, ["-t", "-q", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child = spawn(nginx, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${stderr}`);
    }
    try {
      await fetch(`http://${listen}/healthz`);
      return { workDir, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${listen}: ${stderr}`);
}
