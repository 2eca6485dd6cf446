// The checks of scripts/checks/two-instances.sh (the site holds no per-user state in memory).
// Given two instances (SITE_A, SITE_B), nginx in front (PROXY) and the sandbox (SANDBOX), all on
// loopback, it prints one PASS or FAIL line per check and exits 1 when any failed:
// - a session started on instance A is served signed in by instance B; logging out on B ends it
//   for A too (the token is revoked upstream; nothing is remembered by an instance);
// - through nginx and the balancer (round-robin, no stickiness) every request of a signed-in visitor is served
//   signed in, by both instances in turn;
// - the rate-limit store is shared (Redis): the `write` tier (60 non-GET requests a minute per
//   client address) exhausted through A answers 429 through B, while another address is served;
// - behind nginx the client address is the one nginx saw: a client cannot pick its own with
//   X-Forwarded-For (TRUST_PROXY=1 trusts exactly one hop);
// - with SITE_B_PID (B's process group), B frozen with SIGSTOP costs a page a few seconds at most
//   (the balancer's checks take B out and cut what it held; a GET is answered by A), no request
//   tries B while it is frozen, and the balancer uses it again within seconds of its resumption.
const { SITE_A, SITE_B, PROXY, SANDBOX, SITE_B_PID } = process.env;
if (!SITE_A || !SITE_B || !PROXY || !SANDBOX) {
  console.error("SITE_A, SITE_B, PROXY and SANDBOX must be set (run scripts/checks/two-instances.sh)");
  process.exit(2);
}

let failures = 0;
function check(name, ok, detail = "") {
  if (!ok) failures++;
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
}

const PASSWORD = "Abc12345";
const email = `two-instances-${Date.now().toString(36)}@example.com`;

function cookiesFrom(response) {
  return Object.fromEntries(
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}
const cookieHeader = (jar) =>
  Object.entries(jar)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** Whether a page answered for these cookies is rendered for a signed-in visitor (root loader data). */
async function signedIn(base, jar, path = "/pricing", headers = {}) {
  const response = await fetch(base + path, { headers: { Cookie: cookieHeader(jar), ...headers }, redirect: "manual" });
  const html = await response.text();
  return { signedIn: /"isLogin":true/.test(html), status: response.status, upstream: response.headers.get("x-upstream-addr") };
}

async function signIn(base, xff) {
  const response = await fetch(`${base}/sign-in`, {
    method: "POST",
    // A form of the site's own page: its Origin (a post that names no origin is refused).
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...(xff ? { "X-Forwarded-For": xff } : {}) },
    body: new URLSearchParams({ method: "email", email, password: PASSWORD, redirectTo: "/pricing" }),
    redirect: "manual",
  });
  return { status: response.status, jar: cookiesFrom(response) };
}

const postLocale = (base, xff) =>
  fetch(`${base}/action/locale`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": xff },
    body: "locale=en&redirectTo=%2F",
    redirect: "manual",
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

/** A page through nginx that no cache holds (its own query): status, seconds taken, instance. */
async function timedPage(n) {
  const started = performance.now();
  try {
    const response = await fetch(`${PROXY}/pricing?frozen=${n}`, { redirect: "manual", signal: AbortSignal.timeout(45_000) });
    await response.arrayBuffer();
    return { status: response.status, seconds: (performance.now() - started) / 1000, upstream: response.headers.get("x-upstream-addr") };
  } catch (error) {
    return { status: 0, seconds: (performance.now() - started) / 1000, upstream: String(error) };
  }
}

/**
 * Freezes instance B's process group (`pid`, its session leader) with SIGSTOP, sends pages through
 * nginx, resumes it with SIGCONT and waits for the balancer to use it again. Prints its checks.
 */
async function frozenInstance(pid) {
  const addressB = new URL(SITE_B).host;
  process.kill(-pid, "SIGSTOP");
  try {
    // Four at once: round-robin hands two to B, held until the balancer's checks mark it down.
    const first = await Promise.all([1, 2, 3, 4].map(timedPage));
    const slowest = Math.max(...first.map((r) => r.seconds));
    check(
      "instance B frozen: every page through nginx is answered 200 by A",
      first.every((r) => r.status === 200 && r.upstream?.endsWith(new URL(SITE_A).host)),
      first.map((r) => `${r.status} ${r.upstream}`).join(", "),
    );
    // A bound, not a timing figure: two failed checks of a second each, then A (a read timeout
    // of 12 s or nginx's former 30 s would fail it).
    check("instance B frozen: no page waits 6 s or more (the balancer's checks, then A)", slowest < 6, `slowest ${slowest.toFixed(1)} s`);
    const next = [];
    for (let i = 0; i < 10; i++) next.push(await timedPage(10 + i));
    check(
      "instance B frozen: then the balancer leaves it alone: the next pages go straight to A",
      next.every((r) => r.status === 200 && r.seconds < 2 && r.upstream?.endsWith(new URL(SITE_A).host)),
      `slowest ${Math.max(...next.map((r) => r.seconds)).toFixed(1)} s`,
    );
  } finally {
    process.kill(-pid, "SIGCONT");
  }
  // Back: two answered checks (a second apart) put it back.
  const deadline = Date.now() + 10_000;
  let back = false;
  while (!back && Date.now() < deadline) {
    back = (await timedPage(100 + Math.floor(Math.random() * 1e6))).upstream === addressB;
    if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  check("instance B resumed: the balancer sends it pages again within 10 s", back);
}

try {
  // A user in the one shared sandbox upstream.
  const created = await fetch(`${SANDBOX}/__sandbox/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  check("a user is created in the shared sandbox", created.ok, `HTTP ${created.status}`);

  // 1. Sign in on A, be served signed in by B.
  const onA = await signIn(SITE_A, "10.77.0.1");
  check("sign-in through instance A sets the session cookies", onA.status === 302 && Boolean(onA.jar.token) && Boolean(onA.jar.uuid), `HTTP ${onA.status}`);
  const onB = await signedIn(SITE_B, onA.jar);
  check("instance B serves the session started on A signed in", onB.signedIn, `HTTP ${onB.status}`);
  const stillA = await signedIn(SITE_A, onA.jar);
  check("instance A serves it signed in too", stillA.signedIn);

  // 2. Log out on B: A no longer accepts the token (revoked upstream, not remembered locally).
  const logout = await fetch(`${SITE_B}/action/logout`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE_B, Cookie: cookieHeader(onA.jar), "X-Forwarded-For": "10.77.0.1" },
    body: "redirectTo=%2F",
    redirect: "manual",
  });
  check("logout through instance B", logout.status === 302, `HTTP ${logout.status}`);
  const afterLogout = await signedIn(SITE_A, onA.jar);
  check("instance A treats the logged-out session as signed out", !afterLogout.signedIn);

  // 3. Through nginx, round-robin: every request signed in, both instances serving.
  const viaProxy = await signIn(PROXY);
  check("sign-in through nginx", viaProxy.status === 302 && Boolean(viaProxy.jar.token), `HTTP ${viaProxy.status}`);
  const served = [];
  for (let i = 0; i < 6; i++) served.push(await signedIn(PROXY, viaProxy.jar, i % 2 ? "/pricing" : "/"));
  const upstreams = new Set(served.map((s) => s.upstream));
  check(
    "through nginx every page is served signed in",
    served.every((s) => s.signedIn),
    served.map((s) => `${s.upstream}:${s.signedIn ? "in" : "out"}`).join(" "),
  );
  check("through nginx both instances served the visitor (no stickiness)", upstreams.size === 2, [...upstreams].join(", "));

  // 4. The rate-limit store is shared: exhaust the write tier for one address through A.
  const address = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const statuses = [];
  for (let i = 0; i < 60; i++) statuses.push(await postLocale(SITE_A, address));
  check(
    "60 non-GET requests from one address through A are served",
    statuses.every((s) => s === 302),
    [...new Set(statuses)].join(","),
  );
  const onBLimited = await postLocale(SITE_B, address);
  check("the 61st, through instance B, is refused with 429 (shared store)", onBLimited === 429, `HTTP ${onBLimited}`);
  const onAAlso = await postLocale(SITE_A, address);
  check("and through instance A too", onAAlso === 429, `HTTP ${onAAlso}`);
  const other = await postLocale(SITE_B, `10.79.0.${Math.floor(Math.random() * 250)}`);
  check("another address is served by B meanwhile", other === 302, `HTTP ${other}`);

  // 5. Behind nginx, the client cannot choose its address: the limited one in X-Forwarded-For
  // does not make nginx's request limited (the site counts the address nginx saw, 127.0.0.1).
  const spoofed = await postLocale(PROXY, address);
  check("through nginx a client-supplied X-Forwarded-For is not trusted", spoofed === 302, `HTTP ${spoofed}`);

  const health = await fetch(`${PROXY}/healthz`);
  check("the health check answers through nginx", health.ok, `HTTP ${health.status}`);

  // 6. Instance B frozen (SIGSTOP: it accepts connections and never answers, as a hung process or
  // a partition): the balancer's checks (deploy/haproxy.cfg) take B out within seconds, cut what
  // it held and hand a GET to A; then B is left alone until it answers its checks again.
  if (SITE_B_PID) await frozenInstance(Number(SITE_B_PID));
} catch (error) {
  check("the checks ran to the end", false, error instanceof Error ? error.message : String(error));
}

console.log(failures ? `${failures} check(s) FAILED` : "all checks PASSED");
process.exit(failures ? 1 : 0);
