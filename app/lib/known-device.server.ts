/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * completed a sign-in to an account is known for that account, and its attempts are not stopped by
 * the account's limit from every address (rate-limit.server.ts `accountAll`). Without it, ten
 * addresses making ten wrong guesses each locked the owner out for 15 minutes, again and again
 * (security review 12, OWASP ASVS 5.0 V6.3.1); the owner's own browser now still signs in, while
 * guesses from anywhere else stay limited.
 * A signed, HttpOnly cookie (signed-cookie.server.ts) holding digests of up to five accounts, kept
 * 180 days: the accounts themselves are not written into it.
 */
import { createHash } from "node:crypto";
import * as z from "zod";
import { readSignedCookie, signedCookie } from "~/lib/signed-cookie.server";

const COOKIE_NAME = "device";
const MAX_AGE_S = 180 * 24 * 60 * 60;
/** Accounts one browser is known for (a family computer), the most recent kept. */
const MAX_ACCOUNTS = 5;

const digestsSchema = z.array(z.string().max(32)).max(MAX_ACCOUNTS);

/** The digest of an account key (an email, "+6581234567", "institution:ID"), case-insensitive. */
function digest(account: string): string {
  return createHash("sha256").update(account.toLowerCase()).digest("base64url").slice(0, 22);
}

function knownDigests(request: Request): string[] {
  return readSignedCookie(request, COOKIE_NAME, digestsSchema) ?? [];
}

/** Whether this browser completed a sign-in to `account` (a missing or tampered cookie: no). */
export function isKnownDevice(request: Request, account: string): boolean {
  return knownDigests(request).includes(digest(account));
}

/** The Set-Cookie value that makes this browser known for `account`, after a completed sign-in. */
export function knownDeviceCookie(request: Request, account: string): string {
  const own = digest(account);
  const digests = [...knownDigests(request).filter((entry) => entry !== own), own].slice(-MAX_ACCOUNTS);
  return signedCookie(COOKIE_NAME, digests, MAX_AGE_S);
}
