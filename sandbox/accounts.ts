/**
 * Users, session tokens and one-time token keys.
 * A token lives 7 days; a token key 5 minutes and is used once.
 */
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { randomCode, randomDigits, randomToken } from "./crypto";
import { insertRow, type Db } from "./db";
import { ApiError, Code } from "./http";

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TOKEN_KEY_TTL_MS = 5 * 60 * 1000;
/** Two-step verification flag: bit 11 counted from 1 of extendStatusBit. */
export const TWO_STEP_MASK = 1 << 10;

export interface UserRow {
  id: number;
  uuid: string;
  dolphin_no: string;
  email: string | null;
  area_code: string | null;
  phone_number: string | null;
  institution_id: string | null;
  password_hash: string;
  nickname: string;
  name: string;
  invitation_code: string;
  opened_account: number;
  extend_status_bit: number;
  avatar: string;
  created_at: number;
}

export interface NewUser {
  email?: string;
  areaCode?: string;
  phoneNumber?: string;
  institutionId?: string;
  passwordHash: string;
  nickname?: string;
  name?: string;
  openedAccount?: boolean;
  extendStatusBit?: number;
  invitedBy?: string;
}

function unique(db: Db, column: "dolphin_no" | "invitation_code", make: () => string): string {
  const stmt = db.prepare(`SELECT 1 FROM users WHERE ${column} = ?`);
  for (;;) {
    const value = make();
    if (!stmt.get(value)) return value;
  }
}

/** Default nickname: the e-mail's local part, or "User" and the phone's last four digits. */
function defaultNickname(u: NewUser): string {
  if (u.email) return u.email.split("@")[0]!.slice(0, 30);
  if (u.phoneNumber) return `User${u.phoneNumber.slice(-4)}`;
  return u.institutionId ?? "User";
}

/** Inserts a user (ids, dolphinNo and invitation code generated) and returns its row. */
export function createUser(db: Db, u: NewUser, now = Date.now()): UserRow {
  const dolphinNo = unique(db, "dolphin_no", () => String(1 + (Number(randomDigits(1)) % 9)) + randomDigits(7));
  const invitationCode = unique(db, "invitation_code", () => randomCode(6));
  const { lastInsertRowid } = insertRow(db, "users", {
    uuid: randomUUID(),
    dolphin_no: dolphinNo,
    email: u.email ?? null,
    area_code: u.phoneNumber ? (u.areaCode ?? "+65") : null,
    phone_number: u.phoneNumber ?? null,
    institution_id: u.institutionId ?? null,
    password_hash: u.passwordHash,
    nickname: u.nickname ?? defaultNickname(u),
    name: u.name ?? "",
    invitation_code: invitationCode,
    invited_by: u.invitedBy ?? null,
    opened_account: u.openedAccount ? 1 : 0,
    extend_status_bit: u.extendStatusBit ?? 0,
    avatar: "",
    created_at: now,
  });
  return db.prepare("SELECT * FROM users WHERE id = ?").get(lastInsertRowid) as unknown as UserRow;
}

/** Which account a login or reset names. */
export type AccountRef =
  { kind: "email"; email: string } | { kind: "phone"; areaCode: string; phoneNumber: string } | { kind: "institution"; institutionId: string };

/**
 * The user an account reference names, if any. An institution's email and mobile number (its
 * authorised person's) are contacts, not names it signs in or resets with: only its id names it.
 */
export function findUser(db: Db, ref: AccountRef): UserRow | undefined {
  const row =
    ref.kind === "email"
      ? db.prepare("SELECT * FROM users WHERE email = ? AND institution_id IS NULL").get(ref.email)
      : ref.kind === "phone"
        ? db.prepare("SELECT * FROM users WHERE area_code = ? AND phone_number = ? AND institution_id IS NULL").get(ref.areaCode, ref.phoneNumber)
        : db.prepare("SELECT * FROM users WHERE institution_id = ?").get(ref.institutionId.toUpperCase());
  return row as unknown as UserRow | undefined;
}

/** The user with this id. */
export function userById(db: Db, id: number): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as unknown as UserRow | undefined;
}

/** Outbox address of a phone: area code and number with no spaces (+6581234567). */
export function phoneTarget(areaCode: string, phoneNumber: string): string {
  return `${areaCode}${phoneNumber}`;
}

/** Where an account's codes go: its phone (+6581234567) or its e-mail address. */
export function targetOf(ref: AccountRef): string {
  if (ref.kind === "phone") return phoneTarget(ref.areaCode, ref.phoneNumber);
  if (ref.kind === "email") return ref.email;
  throw new Error("an institution account has no captcha target");
}

/** The get-current-user answer for a user. */
export function currentUserView(u: UserRow) {
  return {
    dolphinNo: u.dolphin_no,
    email: u.email ?? "",
    areaCode: u.area_code ?? "",
    phoneNumber: u.phone_number ?? "",
    nickname: u.nickname,
    invitationCode: u.invitation_code,
    openedAccount: u.opened_account === 1,
    extendStatusBit: u.extend_status_bit,
    avatar: u.avatar,
    uuid: u.uuid,
  };
}

/** Issues a fresh 7-day token for a user. */
export function issueToken(db: Db, userId: number, now = Date.now()): string {
  const token = randomToken();
  insertRow(db, "tokens", { token, user_id: userId, created_at: now, expires_at: now + TOKEN_TTL_MS });
  return token;
}

/** The raw token of a request: the Authorization header, with or without "Bearer ". */
export function tokenOf(req: Request): string {
  return String(req.get("authorization") ?? "")
    .replace(/^Bearer\s+/i, "")
    .trim();
}

/** The user of a valid (known, unexpired) token. */
export function userByToken(db: Db, token: string, now = Date.now()): UserRow | undefined {
  if (!token) return undefined;
  return db.prepare("SELECT users.* FROM tokens JOIN users ON users.id = tokens.user_id WHERE token = ? AND expires_at > ?").get(token, now) as unknown as
    UserRow | undefined;
}

/** The signed-in user of a request, or ApiError 300101. */
export function requireUser(db: Db, req: Request): UserRow {
  const user = userByToken(db, tokenOf(req));
  if (!user) throw new ApiError(Code.LOGIN_EXPIRED);
  return user;
}

/** Removes one token. */
export function revokeToken(db: Db, token: string): void {
  db.prepare("DELETE FROM tokens WHERE token = ?").run(token);
}

/** Removes every token of a user (after a password change). */
export function revokeUserTokens(db: Db, userId: number): void {
  db.prepare("DELETE FROM tokens WHERE user_id = ?").run(userId);
}

export type TokenKeyPurpose = "twostep" | "handover";
export interface TokenKeyRow {
  token_key: string;
  user_id: number;
  purpose: TokenKeyPurpose;
  verified: number;
}

/** Creates a one-time 5-minute token key. */
export function createTokenKey(db: Db, userId: number, purpose: TokenKeyPurpose, now = Date.now()): string {
  const key = randomToken(24);
  insertRow(db, "token_keys", { token_key: key, user_id: userId, purpose, created_at: now, expires_at: now + TOKEN_KEY_TTL_MS });
  return key;
}

/** A token key that is unused and unexpired, or ApiError 300101. */
export function liveTokenKey(db: Db, key: string, now = Date.now()): TokenKeyRow {
  const row = db
    .prepare("SELECT token_key, user_id, purpose, verified FROM token_keys WHERE token_key = ? AND used = 0 AND expires_at > ?")
    .get(key, now) as unknown as TokenKeyRow | undefined;
  if (!row) throw new ApiError(Code.LOGIN_EXPIRED);
  return row;
}

/** Marks a two-step token key as verified (its phone captcha was right). */
export function verifyTokenKey(db: Db, key: string): void {
  db.prepare("UPDATE token_keys SET verified = 1 WHERE token_key = ?").run(key);
}

/** Uses a token key up; false if it was already used (a race between two exchanges). */
export function consumeTokenKey(db: Db, key: string): boolean {
  return db.prepare("UPDATE token_keys SET used = 1 WHERE token_key = ? AND used = 0").run(key).changes === 1;
}

/** Masks a phone number for display: the first four digits, the rest as '*' (8123****). */
export function maskPhone(phoneNumber: string): string {
  return phoneNumber.slice(0, 4) + "*".repeat(Math.max(0, phoneNumber.length - 4));
}
