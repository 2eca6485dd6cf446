import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { logger } from "~/lib/observability/logger.server";
import { breakerStates, onBreakerChange, resetBreakers } from "~/lib/upstream/breakers.server";
import { callUpstream, UpstreamError, type UpstreamContext } from "~/lib/upstream/client.server";

// A short open time, so that the half-open probe is seen within a test, and a short upstream
// timeout (both read at the first call). The timeout stays long beside the answers of the test's
// own server (milliseconds), so that a worker stalled on a busy machine does not time out a call
// meant to succeed; "at once" is half of it.
process.env.BREAKER_RESET_MS = "300";
const UPSTREAM_TIMEOUT_MS = 1_000;
process.env.UPSTREAM_TIMEOUT_MS = String(UPSTREAM_TIMEOUT_MS);
const AT_ONCE_MS = UPSTREAM_TIMEOUT_MS / 2;
/** A half-open breaker's trial call's deadline: well under the timeout, so the two are told apart. */
const TRIAL_TIMEOUT_MS = 300;
process.env.BREAKER_TRIAL_TIMEOUT_MS = String(TRIAL_TIMEOUT_MS);

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
/** What the test server answers next: a function of the request. */
let answer: (req: IncomingMessage, res: import("node:http").ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  resetBreakers();
  seen = [];
  answer = (_req, res) => json(res, { code: 0, data: { ok: true }, msg: "" });
});

function json(res: import("node:http").ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function ctx(overrides: Partial<UpstreamContext> = {}): UpstreamContext {
  return { locale: "en", uuid: "u-1", token: "t-1", origins: { hz: origin, jy: origin }, ...overrides };
}

const ok = z.object({ ok: z.boolean() });

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error("expected the call to reject");
}

describe("callUpstream", () => {
  it("sends every product.md §Upstream header", async () => {
    const before = Date.now();
    await callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx({ locale: "cn" }));
    const h = seen[0].headers;
    expect(h["x-ver"]).toBe("1.0.0");
    expect(h["x-dt"]).toBe("t3");
    expect(h["x-type"]).toBe("12");
    expect(Number(h["x-time"])).toBeGreaterThanOrEqual(before);
    expect(Number(h["x-time"])).toBeLessThanOrEqual(Date.now());
    expect(h["x-trans-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(h["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(h["x-request-id"]).not.toBe(h["x-trans-id"]);
    expect(h["x-lang"]).toBe("1");
    expect(h["x-uid"]).toBe("u-1");
    expect(h.authorization).toBe("t-1");
  });

  it("sends fresh ids per call, the language type per locale, and empty X-Uid and Authorization when anonymous", async () => {
    await callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx({ locale: "zh-hk", uuid: undefined, token: undefined }));
    await callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx({ locale: "en" }));
    expect(seen[0].headers["x-lang"]).toBe("2");
    expect(seen[1].headers["x-lang"]).toBe("3");
    expect(seen[0].headers["x-uid"]).toBe("");
    expect(seen[0].headers.authorization).toBe("");
    expect(seen[0].headers["x-request-id"]).not.toBe(seen[1].headers["x-request-id"]);
  });

  it("GET puts params in the query string; GET form adds the form content type", async () => {
    await callUpstream({ method: "get", host: "hz", path: "/q", params: { a: "1", b: "x y" } }, ok, ctx());
    await callUpstream({ method: "getForm", host: "jy", path: "/f", params: { tokenKey: "k" } }, ok, ctx());
    expect(seen[0]).toMatchObject({ method: "GET", url: "/q?a=1&b=x%20y", body: "" });
    expect(seen[1]).toMatchObject({ method: "GET", url: "/f?tokenKey=k" });
    expect(seen[1].headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("POST and PUT send JSON bodies; POST form sends a URL-encoded body", async () => {
    await callUpstream({ method: "post", host: "jy", path: "/p", params: { email: "a@b.c", n: 2 } }, ok, ctx());
    await callUpstream({ method: "put", host: "jy", path: "/u", params: { x: true } }, ok, ctx());
    await callUpstream({ method: "postForm", host: "jy", path: "/pf", params: { a: "1", b: "&" } }, ok, ctx());
    expect(seen[0]).toMatchObject({ method: "POST", body: JSON.stringify({ email: "a@b.c", n: 2 }) });
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(seen[1]).toMatchObject({ method: "PUT", body: JSON.stringify({ x: true }) });
    expect(seen[2]).toMatchObject({ method: "POST", body: "a=1&b=%26" });
    expect(seen[2].headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("code 0 resolves with data parsed by the schema", async () => {
    answer = (_req, res) => json(res, { code: 0, data: { ok: true, extra: 1 }, msg: "" });
    await expect(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx())).resolves.toEqual({ ok: true });
  });

  it("another code rejects with the body and its msg", async () => {
    answer = (_req, res) => json(res, { code: 200002, data: null, msg: "Wrong account or password" });
    const error = await rejection(callUpstream({ method: "post", host: "jy", path: "/login" }, ok, ctx()));
    expect(error.kind).toBe("business");
    expect(error.code).toBe(200002);
    expect(error.msg).toBe("Wrong account or password");
    expect(error.body).toEqual({ code: 200002, data: null, msg: "Wrong account or password" });
  });

  it("an error without msg is the busy message", async () => {
    answer = (_req, res) => json(res, { code: 500100, data: null });
    const error = await rejection(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx()));
    expect(error.kind).toBe("busy");
    expect(error.messageKey).toBe("errors.busy");
  });

  it("HTTP 400 and above is the busy message, even with a msg", async () => {
    answer = (_req, res) => json(res, { code: 1, msg: "nope" }, 503);
    const error = await rejection(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx()));
    expect(error.kind).toBe("busy");
    expect(error.httpStatus).toBe(503);
  });

  it("garbage (HTML, empty, wrong shape, data failing the schema) is the busy message", async () => {
    for (const body of ["<html>oops</html>", "", JSON.stringify([1, 2]), JSON.stringify({ code: 0, data: { ok: "yes" } })]) {
      answer = (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(body);
      };
      const error = await rejection(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx()));
      expect(error.kind, body).toBe("busy");
    }
  });

  it("no answer within UPSTREAM_TIMEOUT_MS is the network message", async () => {
    answer = () => {
      /* never answers */
    };
    const started = Date.now();
    const error = await rejection(callUpstream({ method: "get", host: "hz", path: "/slow" }, ok, ctx()));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe("network");
    expect(error.reason).toBe("timeout");
    expect(error.messageKey).toBe("errors.network");
    // The configured timeout, not product.md's 10 s.
    expect(elapsed).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 10);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("a reset connection, a refused connection and a name that does not resolve are the network message, each with its reason", async () => {
    answer = (req) => req.socket.destroy();
    expect(await rejection(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx()))).toMatchObject({ kind: "network", reason: "reset" });
    // Each after a fresh breaker: the failure before opened it.
    resetBreakers();
    // A port just freed: nothing listens (port 1 would be fetch's "bad port", never tried).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = ctx({ origins: { hz: `http://127.0.0.1:${port}`, jy: `http://127.0.0.1:${port}` } });
    expect(await rejection(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, refused))).toMatchObject({ kind: "network", reason: "refused" });
    // RFC 6761: .invalid never resolves.
    resetBreakers();
    const unknown = ctx({ origins: { hz: "http://upstream.invalid", jy: "http://upstream.invalid" } });
    expect(await rejection(callUpstream({ method: "get", host: "hz", path: "/y" }, ok, unknown))).toMatchObject({ kind: "network", reason: "dns" });
  });

  it("code 300101 signs the session out (onLoginExpired) and rejects", async () => {
    answer = (_req, res) => json(res, { code: 300101, data: null, msg: "Login expired" });
    let expired = 0;
    const error = await rejection(callUpstream({ method: "get", host: "jy", path: "/me" }, ok, ctx({ onLoginExpired: () => expired++ })));
    expect(expired).toBe(1);
    expect(error.code).toBe(300101);
  });

  it("uses the hz or jy origin by host", async () => {
    const other = createServer((_req, res) => json(res, { code: 0, data: { ok: false } }));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const c = ctx({ origins: { hz: origin, jy: otherOrigin } });
      await expect(callUpstream({ method: "get", host: "hz", path: "/x" }, ok, c)).resolves.toEqual({ ok: true });
      await expect(callUpstream({ method: "get", host: "jy", path: "/x" }, ok, c)).resolves.toEqual({ ok: false });
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

describe("circuit breakers", () => {
  const USER = "/user-server-sg/api/get-current-user/v1";
  const CRM = "/crm-server-sg/web/payment-records/v1";
  const hang = () => {
    answer = () => {
      /* never answers */
    };
  };

  it("sends the page request's id as X-Trans-Id and a fresh X-Request-Id per call", async () => {
    await callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx({ requestId: "page-1" }));
    await callUpstream({ method: "get", host: "hz", path: "/x" }, ok, ctx({ requestId: "page-1" }));
    expect(seen.map((s) => s.headers["x-trans-id"])).toEqual(["page-1", "page-1"]);
    expect(seen[0].headers["x-request-id"]).not.toBe(seen[1].headers["x-request-id"]);
  });

  it("a time-out opens the service's breaker: the next calls fail at once with the network kind, without reaching it", async () => {
    hang();
    const first = await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
    expect(first).toMatchObject({ kind: "network", breakerOpen: false });
    expect(breakerStates()).toContainEqual({ service: "user", state: "open" });
    const reached = seen.length;
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const refused = await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
      expect(refused).toMatchObject({ kind: "network", breakerOpen: true });
      expect(refused.messageKey).toBe("errors.network");
      expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
    }
    expect(seen.length).toBe(reached);
  });

  it("a 5xx opens it with the busy kind; another service's breaker stays closed", async () => {
    answer = (_req, res) => json(res, { code: 1, msg: "down" }, 502);
    expect(await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()))).toMatchObject({ kind: "busy", httpStatus: 502 });
    const reached = seen.length;
    expect(await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()))).toMatchObject({ kind: "busy", breakerOpen: true });
    expect(seen.length).toBe(reached);
    answer = (_req, res) => json(res, { code: 0, data: { ok: true } });
    await expect(callUpstream({ method: "get", host: "jy", path: CRM }, ok, ctx())).resolves.toEqual({ ok: true });
    expect(seen.length).toBe(reached + 1);
  });

  it("business codes, 4xx and garbage in an answer never open it", async () => {
    const answers: Array<(res: import("node:http").ServerResponse) => void> = [
      (res) => json(res, { code: 200002, data: null, msg: "Wrong account or password" }),
      (res) => json(res, { code: 300101, data: null, msg: "Login expired" }),
      (res) => json(res, { code: 100001, msg: "bad" }, 400),
      (res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<html>");
      },
    ];
    for (let i = 0; i < 12; i++) {
      answer = (_req, res) => answers[i % answers.length](res);
      expect((await rejection(callUpstream({ method: "post", host: "jy", path: "/user-server-sg/web/web-password-login/v2" }, ok, ctx()))).breakerOpen).toBe(
        false,
      );
    }
    expect(seen).toHaveLength(12);
    expect(breakerStates()).toContainEqual({ service: "user", state: "closed" });
  });

  it("after BREAKER_RESET_MS it lets one probe through and closes when the service answers", async () => {
    answer = (_req, res) => json(res, { code: 1 }, 500);
    await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
    expect(breakerStates()).toContainEqual({ service: "user", state: "open" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(breakerStates()).toContainEqual({ service: "user", state: "half-open" });
    // The probe still failing opens it again at once.
    await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
    expect(breakerStates()).toContainEqual({ service: "user", state: "open" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Half-open: one probe is out (it hangs for a while); a second call meanwhile is refused.
    let release: () => void = () => {};
    answer = (_req, res) => {
      release = () => json(res, { code: 0, data: { ok: true } });
    };
    const probe = callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()))).breakerOpen).toBe(true);
    release();
    await expect(probe).resolves.toEqual({ ok: true });
    expect(breakerStates()).toContainEqual({ service: "user", state: "closed" });
    answer = (_req, res) => json(res, { code: 0, data: { ok: true } });
    await expect(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx())).resolves.toEqual({ ok: true });
  });

  it("a half-open breaker's trial of a service still hanging waits BREAKER_TRIAL_TIMEOUT_MS, not the whole timeout", async () => {
    hang();
    await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
    expect(breakerStates()).toContainEqual({ service: "user", state: "open" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(breakerStates()).toContainEqual({ service: "user", state: "half-open" });
    const started = Date.now();
    const trial = await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
    const elapsed = Date.now() - started;
    expect(trial).toMatchObject({ kind: "network", breakerOpen: false, reason: "timeout" });
    expect(elapsed).toBeGreaterThanOrEqual(TRIAL_TIMEOUT_MS - 10);
    expect(elapsed).toBeLessThan(UPSTREAM_TIMEOUT_MS - 100);
    expect(breakerStates()).toContainEqual({ service: "user", state: "open" });
    // A call that is not a trial keeps the whole timeout.
    resetBreakers();
    const whole = Date.now();
    await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
    expect(Date.now() - whole).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 10);
  });

  describe("log lines", () => {
    let warn: ReturnType<typeof vi.spyOn>;
    let info: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());
    const lines = (spy: ReturnType<typeof vi.spyOn>, msg: string) =>
      (spy.mock.calls as unknown[][]).filter((call) => call[1] === msg).map((call) => call[0] as Record<string, unknown>);

    it("every failed call is one warn line with its service, kind, path and duration; a business answer none", async () => {
      answer = (_req, res) => json(res, { code: 200002, msg: "Wrong account or password" });
      await rejection(callUpstream({ method: "post", host: "jy", path: "/user-server-sg/web/web-password-login/v2" }, ok, ctx()));
      expect(lines(warn, "upstream call failed")).toEqual([]);
      answer = (_req, res) => json(res, { code: 1 }, 503);
      await rejection(callUpstream({ method: "get", host: "jy", path: CRM }, ok, ctx()));
      const [line] = lines(warn, "upstream call failed");
      expect(line).toMatchObject({ service: "crm", kind: "busy", path: CRM, httpStatus: 503, code: 1, reason: undefined });
      expect(line.durationMs).toEqual(expect.any(Number));
      expect(line).not.toHaveProperty("err");
    });

    it("a breaker's every change is logged once with the last failure's kind, and told to its listeners", async () => {
      const changes: string[] = [];
      const stop = onBreakerChange((service, to, from) => changes.push(`${service} ${from}→${to}`));
      answer = () => {
        /* never answers */
      };
      await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
      await rejection(callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx()));
      expect(lines(warn, "upstream call failed")).toEqual([expect.objectContaining({ service: "user", kind: "network", reason: "timeout", path: USER })]);
      expect(lines(warn, "upstream breaker state changed")).toEqual([{ service: "user", from: "closed", to: "open", lastFailureKind: "network" }]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(lines(info, "upstream breaker state changed")).toEqual([{ service: "user", from: "open", to: "half-open", lastFailureKind: "network" }]);
      answer = (_req, res) => json(res, { code: 0, data: { ok: true } });
      await callUpstream({ method: "getForm", host: "jy", path: USER }, ok, ctx());
      expect(lines(info, "upstream breaker state changed").at(-1)).toEqual({ service: "user", from: "half-open", to: "closed", lastFailureKind: "network" });
      expect(changes).toEqual(["user closed→open", "user open→half-open", "user half-open→closed"]);
      stop();
    });
  });
});
