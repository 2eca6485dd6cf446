/**
 * Consent to the tag manager (docs/product.md §Consent; Singapore PDPA): with TAG_MANAGER_ID set,
 * the container loads only for a visitor who accepted it. The choice is the `consent` cookie,
 * `granted` or `denied`, kept 365 days (Path=/, SameSite=Lax, HttpOnly: only the server reads it,
 * Secure in production). No cookie means not asked yet: the banner shows, nothing loads.
 */
import { serialize } from "cookie";
import { tagManagerId } from "~/lib/analytics/collect.server";
import { isProduction } from "~/lib/config/env.server";
import { readKeyedCookie } from "~/lib/http/keyed-cookies.server";

export const CONSENT_COOKIE = "consent";
export const CONSENT_CHOICES = ["granted", "denied"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** How long a choice is kept, in days. */
export const CONSENT_DAYS = 365;

/**
 * The visitor's choice, or null when none: read as the shared cache's key reads it
 * (http/keyed-cookies.server.ts: the first `consent` pair, its value as sent), so an unknown
 * value, or a known one spelt otherwise (`%67ranted`), counts as none on the page and in the key.
 */
export function readConsent(request: Request): ConsentChoice | null {
  return readKeyedCookie(request, CONSENT_COOKIE, CONSENT_CHOICES);
}

/** The Set-Cookie value that keeps a choice. */
export function consentCookie(choice: ConsentChoice): string {
  return serialize(CONSENT_COOKIE, choice, { path: "/", sameSite: "lax", httpOnly: true, secure: isProduction(), maxAge: CONSENT_DAYS * 24 * 60 * 60 });
}

/**
 * What the root hands the pages: the tag-manager id only once the visitor accepted; whether to ask
 * (a container is configured and no choice is kept, or `?cookies` asks to change it); whether a
 * container is configured at all (the footer's "Cookie settings" link).
 */
export function consentState(request: Request): { tagManagerId: string | null; askConsent: boolean; consentConfigurable: boolean } {
  const id = tagManagerId();
  if (!id) return { tagManagerId: null, askConsent: false, consentConfigurable: false };
  const choice = readConsent(request);
  const asked = new URL(request.url).searchParams.has(CHANGE_PARAM);
  return { tagManagerId: choice === "granted" ? id : null, askConsent: choice === null || asked, consentConfigurable: true };
}

/** The query parameter of a page that asks again (the footer's "Cookie settings"). */
export const CHANGE_PARAM = "cookies";
