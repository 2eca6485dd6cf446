/**
 * Password transport and storage: the sandbox's RSA key pair (a committed test fixture, not a
 * secret), RSA-OAEP/SHA-256 decryption of the passwords the site sends, scrypt hashing, and the
 * random ids the sandbox hands out.
 */
import { constants, privateDecrypt, publicEncrypt, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ACCOUNT_LIMITS } from "../app/services/contract";

// Resolved from the repository root (every npm script runs there), not from import.meta.url: the
// site's server bundles this module into build/server.js, where a module-relative path is wrong.
/** Path of the sandbox's RSA public key (PEM, SPKI): what the site encrypts passwords with. */
export const SANDBOX_PUBLIC_KEY_PATH = join(process.cwd(), "sandbox", "keys", "sandbox-public.pem");
/** Path of the sandbox's RSA private key (PEM, PKCS#8). */
export const SANDBOX_PRIVATE_KEY_PATH = join(process.cwd(), "sandbox", "keys", "sandbox-private.pem");

let keys: { publicKey: string; privateKey: string } | undefined;
function loadKeys() {
  keys ??= {
    publicKey: readFileSync(SANDBOX_PUBLIC_KEY_PATH, "utf8"),
    privateKey: readFileSync(SANDBOX_PRIVATE_KEY_PATH, "utf8"),
  };
  return keys;
}

/** The sandbox's public key as PEM text. */
export function sandboxPublicKey(): string {
  return loadKeys().publicKey;
}

/** Encrypts a password as the site does: RSA-OAEP (SHA-256) with the sandbox key, base64. */
export function encryptPassword(plain: string, publicKeyPem = sandboxPublicKey()): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(plain, "utf8")).toString("base64");
}

/** Decrypts a base64 RSA-OAEP (SHA-256) password; undefined when it is not one. */
export function decryptPassword(cipherBase64: string): string | undefined {
  if (!/^[A-Za-z0-9+/=\s]{16,1024}$/.test(cipherBase64)) return undefined;
  try {
    return privateDecrypt(
      { key: loadKeys().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(cipherBase64, "base64"),
    ).toString("utf8");
  } catch {
    return undefined;
  }
}

/** Password rule: 8–20 (the contract's limit) printable ASCII characters with at least one letter and one digit. */
export function isValidPassword(plain: string): boolean {
  const { min, max } = ACCOUNT_LIMITS.password;
  return /^[\x21-\x7e]*$/.test(plain) && plain.length >= min && plain.length <= max && /[A-Za-z]/.test(plain) && /\d/.test(plain);
}

/**
 * scrypt cost N (a power of two, 2^10–2^20). SANDBOX_SCRYPT_N lowers it for measuring scripts
 * (`npm run loadtest`): the real upstream hashes on its own machines, while on one small machine
 * the sandbox's hashing would take the cores away from the site being measured. Each stored hash
 * names its own N, so verification follows whatever it was made with.
 */
function scryptCost(): number {
  const n = Number(process.env.SANDBOX_SCRYPT_N ?? 16384);
  return Number.isInteger(Math.log2(n)) && n >= 1024 && n <= 1_048_576 ? n : 16384;
}

const SCRYPT = { N: scryptCost(), r: 8, p: 1, keylen: 32 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, { N, r, p }, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(plain, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** Dummy hashes by their parameters (`scrypt$N$r$p`): made once each, matched by nobody's password. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash no password matches, made with the same scrypt parameters as `like` (a stored hash; by
 * default those of new hashes): what a login for an unknown account is verified against, so that
 * it costs the same work as a wrong password for an existing one (OWASP Authentication Cheat
 * Sheet, "Authentication Responses"). The parameters follow the stored hashes, not only
 * SANDBOX_SCRYPT_N: a store seeded under another cost would otherwise answer unknown accounts
 * faster or slower than known ones.
 */
export function dummyHash(like?: string): Promise<string> {
  const [scheme, N, r, p] = like?.split("$") ?? [];
  const params = scheme === "scrypt" && N && r && p ? { N: Number(N), r: Number(r), p: Number(p) } : SCRYPT;
  const id = `${params.N}$${params.r}$${params.p}`;
  let hash = dummyHashes.get(id);
  if (!hash) {
    const salt = randomBytes(16);
    hash = scryptAsync(randomToken(16), salt, params.N, params.r, params.p, SCRYPT.keylen).then((key) =>
      ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$"),
    );
    dummyHashes.set(id, hash);
  }
  return hash;
}

/** Whether `plain` matches a hash made by hashPassword (constant-time compare). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(plain, Buffer.from(salt, "base64"), Number(N), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A random hex token of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("hex");
}

/** A string of `length` random digits. */
export function randomDigits(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A random upper-case code without look-alike characters (invitation codes). */
export function randomCode(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}
