/**
 * The site's sealed cookies: like its signed cookies (signed-cookie.server.ts: a JSON payload
 * `{ v: value, e: expiry }`, HttpOnly, SameSite=Lax, Secure in production), but encrypted, for a
 * value the browser must carry and must not read: the step-up of a sign-in in progress
 * (account/step-up.server.ts) holds a session token, and whether it holds one at all must not
 * show. AES-256-GCM (NIST SP 800-38D; node:crypto) with a random 96-bit IV, under a key derived
 * from the newest COOKIE_SECRET with HKDF-SHA256 (RFC 5869) for the cookie's name, which is also
 * the additional authenticated data, so one cookie's value is never accepted as another's.
 * Opened under any configured secret (rotation: config/env.server.ts). Value:
 * `base64url(iv ‖ ciphertext ‖ tag)`; the JSON is padded with spaces to a multiple of PAD_BYTES,
 * so that a value's length (a token held, or none) does not show through the cookie's.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import * as z from "zod";
import { secretList, serverEnv } from "~/lib/config/env.server";
import { readCookie, serializeCookie, sessionCookieOptions } from "~/lib/session/cookies.server";
import type { SignedCookieKind } from "~/lib/session/signed-cookie.server";

const IV_BYTES = 12;
/** The block the sealed JSON is padded to: values of one kind differ by less (a token's length). */
const PAD_BYTES = 512;
const TAG_BYTES = 16;

/** The AES-256 key of cookie `name` under one secret. */
function sealingKey(secret: string, name: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", `sealed-cookie ${name}`, 32));
}

const envelope = z.object({ v: z.unknown(), e: z.number().int() });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The sealed cookie `name` holding a `schema` value for `lifetimeS` seconds (the sealed expiry;
 * the browser keeps it as long). `read` answers null for a missing, tampered, malformed or expired
 * cookie, or one whose value does not fit the schema.
 */
export function sealedCookieKind<T>(name: string, schema: z.ZodType<T>, lifetimeS: number): SignedCookieKind<T> {
  return {
    write(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", sealingKey(secretList(serverEnv().COOKIE_SECRET)[0], name), iv).setAAD(Buffer.from(name));
      const json = Buffer.from(JSON.stringify({ v: value, e: nowSeconds() + lifetimeS }), "utf8");
      const plain = Buffer.concat([json, Buffer.alloc((PAD_BYTES - (json.length % PAD_BYTES)) % PAD_BYTES, " ")]);
      const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
      return serializeCookie(name, sealed.toString("base64url"), { ...sessionCookieOptions(), maxAge: lifetimeS });
    },
    clear: () => serializeCookie(name, "", { ...sessionCookieOptions(), maxAge: 0 }),
    read(request) {
      const raw = readCookie(request, name);
      if (!raw) return null;
      const sealed = Buffer.from(raw, "base64url");
      if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
      for (const secret of secretList(serverEnv().COOKIE_SECRET)) {
        try {
          const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret, name), sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(name));
          decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
          const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString("utf8");
          const opened = envelope.safeParse(JSON.parse(plain));
          if (!opened.success || opened.data.e <= nowSeconds()) return null;
          const parsed = schema.safeParse(opened.data.v);
          return parsed.success ? parsed.data : null;
        } catch {
          // Not sealed under this secret (or tampered): try the next.
        }
      }
      return null;
    },
  };
}
