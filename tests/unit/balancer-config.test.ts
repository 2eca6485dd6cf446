/**
 * The balancer's configuration (deploy/haproxy.cfg; docs/operations.md "Balancer timeouts"):
 * HAProxy accepts it as deployed, and its deadlines fit inside nginx's, so that the balancer's
 * answer (a retried GET, or its own error) always reaches nginx before nginx's backstop fires.
 * What a frozen instance costs a visitor is scripts/checks/two-instances.sh's (npm test).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const HAPROXY_CFG = fileURLToPath(new URL("../../deploy/haproxy.cfg", import.meta.url));
const BALANCER = readFileSync(HAPROXY_CFG, "utf8").replace(/#.*$/gm, "");
const NGINX = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8").replace(/#.*$/gm, "");

/** Seconds of an HAProxy or nginx duration ("12s", "500ms"). */
const seconds = (text: string) => (text.endsWith("ms") ? Number(text.slice(0, -2)) / 1000 : Number(text.replace(/s$/, "")));
/** The `proxy_read_timeout` of the nginx location whose prefix is `prefix`. */
const nginxReadTimeout = (prefix: string) => {
  const block = NGINX.slice(NGINX.indexOf(`location ${prefix} {`));
  return seconds(/proxy_read_timeout\s+(\S+);/.exec(block)![1]);
};

describe("deploy/haproxy.cfg", () => {
  it("is accepted by HAProxy with the environment it is deployed with", () => {
    const env = { ...process.env, BALANCER_BIND: "127.0.0.1:1", SITE_A: "127.0.0.1:2", SITE_B: "127.0.0.1:3", BALANCER_METRICS_BIND: "127.0.0.1:4" };
    const result = spawnSync("haproxy", ["-c", "-f", HAPROXY_CFG], { env, encoding: "utf8" });
    expect(result.error, "haproxy is installed by scripts/test.sh (ensure-packages.sh haproxy)").toBeUndefined();
    expect(`${result.stdout}${result.stderr}`).toContain("Configuration file is valid");
  });

  it("gives nginx the balancer's answer before nginx's own deadline: two attempts fit in it", () => {
    const server = seconds(/timeout server\s+(\S+)/.exec(BALANCER)![1]);
    const assets = seconds(/set-timeout server\s+(\S+)\s+if \{ path_beg \/build\/ \}/.exec(BALANCER)![1]);
    const retries = Number(/\bretries\s+(\d+)/.exec(BALANCER)![1]);
    // A page that needs a session: the user service's call, then its own, each UPSTREAM_TIMEOUT_MS
    // (10 s), and its render.
    expect(server).toBeGreaterThanOrEqual(2 * 10 + 2);
    expect((retries + 1) * server).toBeLessThan(nginxReadTimeout("/"));
    expect((retries + 1) * assets).toBeLessThan(nginxReadTimeout("/build/"));
  });

  it("sends a request again only when it is a GET or HEAD, and cuts what a frozen instance holds", () => {
    expect(BALANCER).toMatch(/http-request disable-l7-retry unless METH_GET \|\| METH_HEAD/);
    expect(BALANCER).toMatch(/default-server[^\n]*\bon-marked-down shutdown-sessions\b/);
    expect(BALANCER).toMatch(/retry-on [^\n]*\bempty-response\b/);
  });
});
