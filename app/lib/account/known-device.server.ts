/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * completed a sign-in to an account is known for that account. Its attempts are not stopped by the
 * account's limit from every address (rate-limit.server.ts `accountAll`), which strangers can spend
 * (ten addresses with ten wrong passwords each would lock the owner out, again and again;
 * OWASP ASVS 5.0 V6.3.1), but by a limit of their own per device and account, so a known
 * browser guesses no faster than one address.
 * A signed, HttpOnly cookie (signed-cookie.server.ts) of 180 days: a random device id and keyed
 * digests of up to five accounts (accountDigest), never the accounts themselves.
 */
import { randomBytes } from "node:crypto";
import * as z from "zod";
import { accountDigest, accountDigests, signedCookieKind } from "~/lib/session/signed-cookie.server";

const COOKIE_NAME = "device";
const MAX_AGE_S = 180 * 24 * 60 * 60;
/** Accounts one browser is known for (a family computer), the most recent kept. */
const MAX_ACCOUNTS = 5;

const deviceSchema = z.object({ id: z.string().regex(/^[\w-]{22}$/), accounts: z.array(z.string().length(22)).max(MAX_ACCOUNTS) });
const deviceCookie = signedCookieKind(COOKIE_NAME, deviceSchema, MAX_AGE_S);

/**
 * The id of this browser when it completed a sign-in to `account` (an email, "+6581234567",
 * "institution:ID"; any case), else null (no cookie, a tampered one, or another account's).
 */
export function knownDeviceId(request: Request, account: string): string | null {
  const device = deviceCookie.read(request);
  // Under any configured secret: a device known before a rotation stays known.
  return accountDigests(COOKIE_NAME, account).some((digest) => device?.accounts.includes(digest)) ? (device?.id ?? null) : null;
}

/** The Set-Cookie value that makes this browser known for `account`, after a completed sign-in (its id kept, or a new one). */
export function knownDeviceCookie(request: Request, account: string): string {
  const device = deviceCookie.read(request);
  const own = accountDigest(COOKIE_NAME, account);
  const accounts = [...(device?.accounts ?? []).filter((entry) => entry !== own), own].slice(-MAX_ACCOUNTS);
  return deviceCookie.write({ id: device?.id ?? randomBytes(16).toString("base64url"), accounts });
}
