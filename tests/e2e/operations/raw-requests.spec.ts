/**
 * Requests no browser sends, written byte for byte on a socket (node:net) to the production
 * server: malformed targets and hosts answer 400 before the app (server/request-target.ts),
 * logged at warn without a stack; `//` with every method is never a 500; behind a balancer that
 * rewrites Host, PUBLIC_ORIGIN is a form post's Origin; a trusted X-Forwarded-Host names the
 * whole host; a body that arrives too slowly is cut off (server.ts REQUEST_TIMEOUT_MS) while an
 * ordinary form post is answered.
 * The log is read from a server this file starts on its own port, on the run's sandbox.
 */
import { connect } from "node:net";
import { SITE_PORT } from "../../../playwright.config";
import { expect, randomIp, test } from "../fixtures";
import { POST_PATHS } from "../security/helpers";
import { spawnSite, type SpawnedSite } from "../site-process";

/** This file's own server (in every developer's and CI's ten-port range beside SITE_PORT). */
const PORT = SITE_PORT + 7;
/** That server's public origin: plain http, so that a production start asks for no secrets. */
const PUBLIC_ORIGIN = "http://www.dolphin-securities.test";

interface Exchange {
  /** Everything the server wrote before it closed the connection (or the wait ended). */
  response: string;
  /** Milliseconds from the first byte written to the server's close; null when it did not close. */
  closedAfterMs: number | null;
}

/**
 * Writes `head` (request line and headers, CRLF-separated, ending in a blank line) to the server
 * at `port`, then `body` either at once or one byte every `trickleMs`; reads until the server
 * closes the connection or `waitMs` pass.
 */
function exchange(
  port: number,
  head: string,
  { body = "", trickleMs = 0, waitMs = 10_000 }: { body?: string; trickleMs?: number; waitMs?: number } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    let response = "";
    let trickle: NodeJS.Timeout | undefined;
    const done = (closedAfterMs: number | null) => {
      clearInterval(trickle);
      clearTimeout(wait);
      socket.destroy();
      resolve({ response, closedAfterMs });
    };
    const wait = setTimeout(() => done(null), waitMs);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (response += chunk));
    socket.on("close", () => done(Date.now() - started));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? done(Date.now() - started) : reject(error)));
    socket.on("connect", () => {
      socket.write(head);
      if (!trickleMs) return void socket.write(body);
      let sent = 0;
      trickle = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
      }, trickleMs);
    });
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);

test.describe("malformed targets and hosts", () => {
  test.describe.configure({ mode: "serial" });
  let site: SpawnedSite;
  /** The site's log lines since line `from`, one string. */
  const logSince = (from: number) => site.lines.slice(from).join("\n");

  test.beforeAll(async () => {
    // Behind a balancer that rewrites Host (deploy/README.md): the public origin is another host.
    site = await spawnSite({ WEB_CONCURRENCY: "1", PUBLIC_ORIGIN }, { port: PORT, output: "capture" });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  const MALFORMED = [
    ["Host with userinfo", `GET / HTTP/1.1\r\nHost: x@127.0.0.1\r\nConnection: close\r\n\r\n`],
    ["X-Forwarded-Host with a space", `GET / HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nX-Forwarded-Host: a b\r\nConnection: close\r\n\r\n`],
    ["absolute-form target", `GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`],
    ["Host with port 99999", `GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\nConnection: close\r\n\r\n`],
    ["Host with port 65536", `GET / HTTP/1.1\r\nHost: 127.0.0.1:65536\r\nConnection: close\r\n\r\n`],
    ["X-Forwarded-Host with port 65536", `GET / HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nX-Forwarded-Host: a.example:65536\r\nConnection: close\r\n\r\n`],
  ] as const;

  for (const [name, head] of MALFORMED) {
    test(`${name}: 400 before the app, logged at warn without a stack`, async () => {
      const before = site.lines.length;
      const { response } = await exchange(PORT, head);
      expect(statusOf(response), response).toBe(400);
      expect(response).toContain("Bad Request");
      // The security headers still come with it.
      expect(response.toLowerCase()).toContain("x-content-type-options: nosniff");
      await expect.poll(() => logSince(before)).toContain("malformed request refused");
      const lines = site.lines
        .slice(before)
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown; stack?: unknown });
      expect(lines.filter((line) => line.msg === "malformed request refused").every((line) => line.level === 40)).toBe(true);
      expect(
        lines.some((line) => line.level >= 50),
        logSince(before),
      ).toBe(false);
      expect(logSince(before)).not.toContain('"stack"');
    });
  }

  test("a form post whose Origin is not the X-Forwarded-Host it came by: 403, logged at warn without a stack", async () => {
    const before = site.lines.length;
    const body = "by=email&email=a%40example.com&password=x";
    const { response } = await exchange(
      PORT,
      `POST /sign-in?by=email HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: http://127.0.0.1:${PORT}\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-For: ${randomIp()}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(statusOf(response), response).toBe(403);
    await expect.poll(() => logSince(before)).toContain("cross-site request refused");
    const lines = site.lines
      .slice(before)
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.msg === "cross-site request refused").every((line) => line.level === 40)).toBe(true);
    expect(
      lines.some((line) => line.level >= 50),
      logSince(before),
    ).toBe(false);
    expect(logSince(before)).not.toContain('"stack"');
  });

  /** The log lines since `before` at error level or above, parsed. */
  const errorsSince = (before: number) =>
    site.lines
      .slice(before)
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 50);

  test("a request to // with every method never answers 500 (React Router's encodeLocation and a leading //)", async () => {
    const before = site.lines.length;
    const body = "method=email&email=a%40example.com&password=x";
    for (const target of ["//", "//?index", "///", "//x", "//evil.example/", "//..", "//%2e%2e", "/\\", "//sign-in"]) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const { response } = await exchange(
          PORT,
          `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: http://127.0.0.1:${PORT}\r\nX-Forwarded-For: ${randomIp()}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
        const status = statusOf(response);
        expect(status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${target}`).toBeLessThan(500);
        const location = /\r\nlocation: ([^\r]*)/i.exec(response)?.[1];
        if (location !== undefined) expect(location, `${method} ${target}`).toMatch(/^\/(?![/\\])/);
      }
    }
    expect(errorsSince(before)).toEqual([]);
  });

  test("PUBLIC_ORIGIN is the Origin of a form post when the balancer rewrote Host, on every endpoint", async () => {
    const before = site.lines.length;
    const post = (path: string, origin: string, body = "locale=cn&redirectTo=%2F") =>
      exchange(
        PORT,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: ${origin}\r\nX-Forwarded-For: ${randomIp()}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ).then(({ response }) => response);
    for (const path of POST_PATHS) {
      const status = statusOf(await post(path, PUBLIC_ORIGIN));
      expect(status, path).not.toBe(403);
      expect(status, path).toBeLessThan(500);
      // Another origin, or the public host on another port, is still refused.
      expect(statusOf(await post(path, "http://evil.example")), path).toBe(403);
      expect(statusOf(await post(path, `${PUBLIC_ORIGIN}:8080`)), path).toBe(403);
    }
    // The locale switch, a document post Remix checks too: done, not a 500.
    const locale = await post("/action/locale", PUBLIC_ORIGIN);
    expect(statusOf(locale), locale.slice(0, 300)).toBe(302);
    expect(locale).toMatch(/\r\nset-cookie: locale=cn/i);
    expect(errorsSince(before)).toEqual([]);
  });

  test("a well-formed request to the same server is served", async () => {
    const { response } = await exchange(
      PORT,
      `GET /about HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nX-Forwarded-Host: www.dolphin-securities.sg\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(response)).toBe(200);
  });
});

test.describe("X-Forwarded-Host from the trusted proxy", () => {
  const canonicalOf = (response: string) => /<link rel="canonical" href="([^"]*)"/.exec(response)?.[1];
  const get = (forwardedHost: string) =>
    exchange(SITE_PORT, `GET /stocks HTTP/1.1\r\nHost: 127.0.0.1:${SITE_PORT}\r\nX-Forwarded-Host: ${forwardedHost}\r\nConnection: close\r\n\r\n`).then(
      ({ response }) => response,
    );

  test("names the whole host: its port, or none, never the port of Host", async () => {
    expect(canonicalOf(await get("evil.example"))).toBe("http://evil.example/stocks");
    expect(canonicalOf(await get("www.dolphin-securities.sg:8443"))).toBe("http://www.dolphin-securities.sg:8443/stocks");
    // A chain of proxies: the first entry, port and all; not the port of a later one.
    expect(canonicalOf(await get("a.example, b.example:8080"))).toBe("http://a.example/stocks");
    expect(canonicalOf(await get("[::1]"))).toBe("http://[::1]/stocks");
  });
});

test.describe("slow request bodies", () => {
  const FORM = "method=email&email=nobody%40example.com&password=Wrong12345";
  const postHead = (length: number) =>
    [
      "POST /sign-in HTTP/1.1",
      `Host: 127.0.0.1:${SITE_PORT}`,
      `Origin: http://127.0.0.1:${SITE_PORT}`,
      `X-Forwarded-For: ${randomIp()}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${length}`,
      "Connection: close",
      "",
      "",
    ].join("\r\n");

  test("an ordinary form post is read and answered by the page", async () => {
    const { response } = await exchange(SITE_PORT, postHead(FORM.length), { body: FORM });
    // The sign-in page's answer to a wrong password: the whole body reached the action.
    expect(statusOf(response), response.slice(0, 200)).toBe(400);
    expect(response).toContain("Incorrect account or password");
    expect(response).toContain("</html>");
  });

  test("a body trickled a byte a second is cut off with 408, long before Node's 300 s", async () => {
    test.setTimeout(60_000);
    const { response, closedAfterMs } = await exchange(SITE_PORT, postHead(FORM.length), { body: FORM, trickleMs: 1_000, waitMs: 45_000 });
    expect(closedAfterMs, "the server kept the connection").not.toBeNull();
    // Loose bounds around the 15 s limit (checked every second).
    expect(closedAfterMs).toBeGreaterThan(5_000);
    expect(closedAfterMs).toBeLessThan(40_000);
    expect(statusOf(response)).toBe(408);
  });
});
