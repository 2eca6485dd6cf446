/**
 * Verification codes: 6 digits (the contract's CAPTCHA_LENGTH), valid 5 minutes, one per 60 s per target, dead after 5 wrong
 * tries. "Delivery" writes the outbox, which tests read through /__sandbox/outbox.
 */
import { CAPTCHA_COOLDOWN_MS, CAPTCHA_LENGTH, CAPTCHA_TTL_MS, type CaptchaType } from "../app/services/contract";
import { randomDigits } from "./crypto";
import { insertRow, type Db } from "./db";
import { ApiError, Code } from "./http";

export const CAPTCHA_MAX_TRIES = 5;

interface CaptchaRow {
  id: number;
  code: string;
  expires_at: number;
  tries: number;
  used: number;
}

/**
 * Issues a code for `target` (+6581234567 or an e-mail address), or ApiError 200005 within the
 * cooldown. With `deliver` false (no such account for a reset) the code is recorded, so the
 * answers and the cooldown stay the same, but nothing reaches the outbox and nobody knows it.
 */
export function issueCaptcha(db: Db, opts: { target: string; channel: "sms" | "email"; type: CaptchaType; deliver: boolean }, now = Date.now()): void {
  const last = db.prepare("SELECT created_at FROM captchas WHERE target = ? ORDER BY id DESC LIMIT 1").get(opts.target) as { created_at: number } | undefined;
  if (last && now - last.created_at < CAPTCHA_COOLDOWN_MS) throw new ApiError(Code.CAPTCHA_TOO_OFTEN);
  const code = randomDigits(CAPTCHA_LENGTH);
  insertRow(db, "captchas", { target: opts.target, type: opts.type, code, created_at: now, expires_at: now + CAPTCHA_TTL_MS });
  if (opts.deliver) insertRow(db, "outbox", { target: opts.target, channel: opts.channel, type: opts.type, code, created_at: now });
}

/**
 * Checks `code` against the latest code of `target` and `type`. Throws 200003 (wrong; the 5th
 * wrong try answers 200006 and kills the code), 200004 (expired or already used) or 200006.
 * With `consume` the code is used up on success.
 */
export function checkCaptcha(db: Db, opts: { target: string; type: CaptchaType; code: string; consume: boolean }, now = Date.now()): void {
  const row = db
    .prepare("SELECT id, code, expires_at, tries, used FROM captchas WHERE target = ? AND type = ? ORDER BY id DESC LIMIT 1")
    .get(opts.target, opts.type) as CaptchaRow | undefined;
  if (!row) throw new ApiError(Code.WRONG_CAPTCHA);
  if (row.used || row.expires_at <= now) throw new ApiError(Code.CAPTCHA_EXPIRED);
  if (row.tries >= CAPTCHA_MAX_TRIES) throw new ApiError(Code.CAPTCHA_TOO_MANY_TRIES);
  if (row.code !== opts.code) {
    db.prepare("UPDATE captchas SET tries = tries + 1 WHERE id = ?").run(row.id);
    throw new ApiError(row.tries + 1 >= CAPTCHA_MAX_TRIES ? Code.CAPTCHA_TOO_MANY_TRIES : Code.WRONG_CAPTCHA);
  }
  if (opts.consume) db.prepare("UPDATE captchas SET used = 1 WHERE id = ?").run(row.id);
}

/** Ages every code of `target` past its 5 minutes (and past the cooldown). Returns how many. */
export function expireCaptchas(db: Db, target: string, now = Date.now()): number {
  const aged = now - CAPTCHA_TTL_MS - 1000;
  return Number(
    db.prepare("UPDATE captchas SET created_at = MIN(created_at, ?), expires_at = MIN(expires_at, ?) WHERE target = ?").run(aged, now - 1, target).changes,
  );
}

/** Delivered codes, latest first, for one target or all (at most 100). */
export function outbox(db: Db, target?: string) {
  const rows = (target
    ? db.prepare("SELECT * FROM outbox WHERE target = ? ORDER BY id DESC LIMIT 100").all(target)
    : db.prepare("SELECT * FROM outbox ORDER BY id DESC LIMIT 100").all()) as unknown as {
    target: string;
    channel: string;
    type: string;
    code: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    to: r.target,
    channel: r.channel,
    type: r.type,
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
