/**
 * Shared set-up of the cookie unit tests (signed and sealed cookies): two secrets to rotate
 * between, a COOKIE_SECRET that each test may set and that is put back after it, and a request
 * carrying a cookie a Set-Cookie header sets.
 */
import { afterEach } from "vitest";
import { resetServerEnvCache } from "~/lib/config/env.server";

/** The secret before a rotation, and after it (32 characters each, as COOKIE_SECRET asks). */
export const OLD_SECRET = "o".repeat(32);
export const NEW_SECRET = "n".repeat(32);

/** Sets COOKIE_SECRET (unset with undefined) and drops the cached server environment. */
export function withCookieSecret(value: string | undefined): void {
  if (value === undefined) delete process.env.COOKIE_SECRET;
  else process.env.COOKIE_SECRET = value;
  resetServerEnvCache();
}

/** Puts the process's own COOKIE_SECRET back after each test of the calling file. */
export function restoreCookieSecretAfterEach(): void {
  const saved = process.env.COOKIE_SECRET;
  afterEach(() => withCookieSecret(saved));
}

/** A request carrying, under `name` (by default the cookie's own), the value a Set-Cookie header sets. */
export function requestWith(setCookie: string, name?: string): Request {
  const [pair] = setCookie.split(";");
  const value = pair.slice(pair.indexOf("=") + 1);
  return new Request("http://localhost/", { headers: { Cookie: `${name ?? pair.slice(0, pair.indexOf("="))}=${value}` } });
}
