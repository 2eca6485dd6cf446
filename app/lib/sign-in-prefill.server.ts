/**
 * The account a password was just reset for, carried to the sign-in page so that the visitor does
 * not type their email or phone number again (review 11). A signed, HttpOnly cookie of 300 s
 * (signed-cookie.server.ts), written by /sign-forgot's action and read once by /sign-in's loader,
 * which clears it. Not in the URL: an address in a query string is kept in logs, the history and
 * referrers (OWASP ASVS 5.0 V14.2.1).
 */
import * as z from "zod";
import { clearSignedCookie, readSignedCookie, signedCookie } from "~/lib/signed-cookie.server";

const COOKIE_NAME = "signin_prefill";
const MAX_AGE_S = 300;

const prefillSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("email"), email: z.string().min(1).max(200) }),
  z.object({ method: z.literal("phone"), areaCode: z.string().min(1).max(8), phoneNumber: z.string().min(1).max(20) }),
]);
/** The sign-in form's identifier fields: `{ method: "email", email }` or `{ method: "phone", areaCode, phoneNumber }`. */
export type SignInPrefill = z.infer<typeof prefillSchema>;

/** The Set-Cookie value carrying `prefill` to the sign-in page (300 s). */
export function signInPrefillCookie(prefill: SignInPrefill): string {
  return signedCookie(COOKIE_NAME, prefill, MAX_AGE_S);
}

/** The Set-Cookie value that removes it once read. */
export function clearSignInPrefillCookie(): string {
  return clearSignedCookie(COOKIE_NAME);
}

/** The identifier carried by `request`, or null (absent, tampered, malformed or expired). */
export function readSignInPrefill(request: Request): SignInPrefill | null {
  return readSignedCookie(request, COOKIE_NAME, prefillSchema);
}
