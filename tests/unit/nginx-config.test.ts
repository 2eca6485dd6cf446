/**
 * The shared cache's TCP settings (deploy/nginx.conf; docs/performance.md "Shared cache"). With
 * `tcp_nopush on`, nginx on Linux corks each answer and never sets TCP_NODELAY on the client's
 * connection, so Nagle's rule held an answer's last partial segment until the client's delayed ACK
 * (~40 ms): pages above one segment, and an answer held while a stale page was refreshed. The
 * speed itself is `npm run bench:cache`'s; this holds the settings that remove the wait, anywhere
 * in the file (a server or location block would override the http block's).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const CONF = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");
/** Every `name value;` directive of the file with its value, comments left out. */
const directives = (name: string) =>
  [...CONF.replace(/#.*$/gm, "").matchAll(new RegExp(`(?:^|[;{}\\s])${name}\\s+([^;]+);`, "g"))].map(([, value]) => value.trim());

describe("deploy/nginx.conf TCP settings", () => {
  it("sends files with sendfile, never corked, and sets TCP_NODELAY on client connections", () => {
    expect(directives("sendfile")).toEqual(["on"]);
    expect(directives("tcp_nopush")).toEqual(["off"]);
    expect(directives("tcp_nodelay")).toEqual(["on"]);
  });

  it("reads a directive the way nginx does (the test's own parser)", () => {
    expect(directives("proxy_cache_lock")).toEqual(["on"]);
    expect(directives("no_such_directive")).toEqual([]);
  });
});
