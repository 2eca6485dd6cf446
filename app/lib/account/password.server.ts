/**
 * product.md §Session: passwords travel to the user service encrypted with the environment's RSA
 * public key (RSA-OAEP, SHA-256), base64 of the ciphertext.
 */
import { constants, publicEncrypt } from "node:crypto";

export function encryptPassword(password: string, publicKeyPem: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(password, "utf8")).toString("base64");
}
