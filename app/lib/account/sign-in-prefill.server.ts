/**
 * The account a password was just reset for, carried to the sign-in page so that the visitor does
 * not type their email or phone number again. A signed, HttpOnly cookie of 300 s
 * (signed-cookie.server.ts), written by /sign-forgot's action and read once by /sign-in's loader,
 * which clears it. Not in the URL: an address in a query string is kept in logs, the history and
 * referrers (OWASP ASVS 5.0 V14.2.1).
 */
import type * as z from "zod";
import { sendCodeSchema } from "~/lib/schemas/account";
import { signedCookieKind } from "~/lib/session/signed-cookie.server";

const COOKIE_NAME = "signin_prefill";
const MAX_AGE_S = 300;

/** The sign-in form's identifier fields, a code target's: `{ method: "email", email }` or `{ method: "phone", areaCode, phoneNumber }`. */
export type SignInPrefill = z.infer<typeof sendCodeSchema>;

/** The identifier carried to the sign-in page (300 s), read once there and cleared. */
export const signInPrefillCookie = signedCookieKind(COOKIE_NAME, sendCodeSchema, MAX_AGE_S);
