/** Sandbox-only control paths under /__sandbox (README "Control paths"). */
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { ACCOUNT_LIMITS } from "../../app/services/contract";
import { createUser, findUser, TOKEN_TTL_MS, TWO_STEP_MASK } from "../accounts";
import { expireCaptchas, outbox } from "../captcha";
import { hashPassword } from "../crypto";
import type { Db } from "../db";
import { faultSchema, type Faults } from "../faults";
import { ApiError, areaCode, bodyOf, bool, Code, email, int, optStr, parse, phone, sendError, str } from "../http";
import type { RequestLog } from "../request-log";
import { storedEvents } from "./analytics";

const newUserSchema = z
  .object({
    email: email().optional(),
    areaCode: areaCode().default("+65"),
    phoneNumber: phone().optional(),
    institutionId: optStr(40),
    password: str(1, 100),
    nickname: optStr(30),
    twoStep: bool().default(false),
    openedAccount: bool().default(false),
  })
  .refine((u) => u.email || u.phoneNumber || u.institutionId, { message: "an account needs an email, phone or institutionId", path: ["email"] })
  .refine((u) => !u.twoStep || u.phoneNumber, { message: "two-step needs a phone", path: ["phoneNumber"] });

/**
 * What the upstream calls stored, for tests to read back (README "Reading back what was stored"):
 * each list is a query over the store; its rows are answered with every column but `hide`, so a
 * column a migration adds is listed without a change here.
 */
const STORED = {
  /** crm submit-suggestion-info/v1. */
  suggestions: { sql: "SELECT * FROM suggestions", hide: ["user_id"] },
  /** crm submit-open-api-apply/v1, with the applicant's uuid. */
  "open-api-applications": {
    sql: "SELECT a.*, u.uuid AS uuid FROM open_api_applications a JOIN users u ON u.id = a.user_id",
    hide: ["user_id"],
  },
  /** user web-password-register/v1 (and the seeded and control-made accounts). */
  users: { sql: "SELECT * FROM users", hide: ["password_hash"] },
} as const satisfies Record<string, { sql: string; hide: readonly string[] }>;

/** `snake_case` → `camelCase`. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * The rows of a stored list, newest first, at most `limit` (1–1000, default 100): keys in
 * camelCase, `*_at` epoch milliseconds as ISO 8601. Every other query parameter filters by
 * equality on the column it names (camelCase); a name that is no column is code 100001 naming it.
 */
function storedRows(db: Db, list: (typeof STORED)[keyof typeof STORED], query: Record<string, unknown>) {
  const { limit, ...filters } = query;
  const max = parse(int(100, 1, 1000, true), limit);
  const columns = db
    .prepare(list.sql)
    .columns()
    .map((c) => c.name)
    .filter((name) => !(list.hide as readonly string[]).includes(name));
  const byKey = new Map(columns.map((name) => [camel(name), name]));
  const where: string[] = [];
  const values: string[] = [];
  for (const [key, value] of Object.entries(filters)) {
    const column = byKey.get(key);
    if (!column) throw new ApiError(Code.INVALID_PARAMS, key);
    where.push(`"${column}" = ?`);
    values.push(parse(str(0, 1000), value));
  }
  const sql = `SELECT * FROM (${list.sql}) ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT ?`;
  const rows = db.prepare(sql).all(...values, max) as Record<string, unknown>[];
  return rows.map((row) =>
    Object.fromEntries(
      columns.map((name) => {
        const value = row[name];
        return [camel(name), name.endsWith("_at") && typeof value === "number" ? new Date(value).toISOString() : value];
      }),
    ),
  );
}

/**
 * Control answers are bare JSON (no envelope), so tests read them directly; an error is the
 * usual envelope with HTTP 400.
 */
function control(fn: (req: Request) => unknown) {
  return async (req: Request, res: Response) => {
    try {
      res.json(await fn(req));
    } catch (err) {
      sendError(req, res, err instanceof ApiError ? new ApiError(err.code, err.detail, 400) : err);
    }
  };
}

/** Control routes: health, outbox, captcha expiry, users, tokens, faults, analytics, requests, reset, and the stored lists. */
export function controlRoutes(db: Db, faults: Faults, requests: RequestLog): Router {
  const r = Router();

  r.get(
    "/requests",
    control((req) => requests.byUid(parse(z.object({ uid: str(1, 100) }), req.query).uid)),
  );

  for (const [name, list] of Object.entries(STORED)) {
    r.get(
      `/${name}`,
      control((req) => storedRows(db, list, req.query)),
    );
  }

  r.get("/health", (_req, res) => {
    res.json({ ok: true });
  });

  r.get(
    "/outbox",
    control((req) =>
      outbox(
        db,
        parse(z.object({ to: optStr(ACCOUNT_LIMITS.email.max) }), req.query)
          .to?.replace(/\s/g, "")
          .toLowerCase(),
      ),
    ),
  );

  r.post(
    "/captcha/expire",
    control((req) => {
      const { to } = parse(z.object({ to: str(1, ACCOUNT_LIMITS.email.max) }), bodyOf(req));
      return { expired: expireCaptchas(db, to.replace(/\s/g, "").toLowerCase()) };
    }),
  );

  r.post(
    "/users",
    control(async (req) => {
      const u = parse(newUserSchema, bodyOf(req));
      const institutionId = u.institutionId?.toUpperCase();
      const phoneRef = u.phoneNumber ? { kind: "phone" as const, areaCode: u.areaCode, phoneNumber: u.phoneNumber } : undefined;
      if (
        (u.email && findUser(db, { kind: "email", email: u.email })) ||
        (phoneRef && findUser(db, phoneRef)) ||
        (institutionId && findUser(db, { kind: "institution", institutionId }))
      ) {
        throw new ApiError(Code.ACCOUNT_EXISTS);
      }
      const user = createUser(db, {
        email: u.email,
        areaCode: phoneRef?.areaCode,
        phoneNumber: phoneRef?.phoneNumber,
        institutionId,
        nickname: u.nickname,
        openedAccount: u.openedAccount,
        extendStatusBit: u.twoStep ? TWO_STEP_MASK : 0,
        passwordHash: await hashPassword(u.password),
      });
      return { uuid: user.uuid, dolphinNo: user.dolphin_no };
    }),
  );

  r.post(
    "/tokens/expire",
    control((req) => {
      const { token, uuid } = parse(z.object({ token: optStr(200), uuid: optStr(64) }), bodyOf(req));
      if (!token && !uuid) throw new ApiError(Code.INVALID_PARAMS, "token");
      const aged = Date.now() - TOKEN_TTL_MS - 1000;
      const { changes } = token
        ? db.prepare("UPDATE tokens SET expires_at = ? WHERE token = ?").run(aged, token)
        : db.prepare("UPDATE tokens SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE uuid = ?)").run(aged, uuid!);
      return { expired: Number(changes) };
    }),
  );

  r.get(
    "/faults",
    control(() => faults.list()),
  );
  r.post(
    "/faults",
    control((req) => {
      return faults.set(parse(faultSchema, bodyOf(req)));
    }),
  );
  r.delete(
    "/faults",
    control(() => {
      faults.clear();
      return { ok: true };
    }),
  );

  r.get(
    "/analytics",
    control((req) => {
      const q = parse(z.object({ event: optStr(100), project: optStr(100), limit: int(100, 1, 1000, true) }), req.query);
      return storedEvents(db, q);
    }),
  );

  r.post(
    "/reset",
    control(() => {
      faults.clear();
      requests.clear();
      db.exec("DELETE FROM outbox; DELETE FROM captchas; DELETE FROM analytics_events;");
      return { ok: true };
    }),
  );

  return r;
}
