/** The crm service, mounted at /crm-server-sg (README "crm"). */
import { Router } from "express";
import { z } from "zod";
import {
  APPLICANT_TYPES,
  FEEDBACK_CATEGORIES,
  type LengthLimit,
  OPEN_API_APPLY_LIMITS,
  PAYMENT_RECORD_TYPES,
  SUGGESTION_LIMITS,
  type TextFieldLimit,
} from "../../app/services/contract";
import { requireUser, tokenOf, userByToken } from "../accounts";
import { addTextColumns, insertRow, type Db } from "../db";
import { ApiError, bodyOf, Code, email, handler, langOf, optStr, optText, paging, parse, text } from "../http";

/** An open-API application's row: its own columns, and one column per field of the form. */
export interface ApplicationRow {
  id: number;
  user_id: number;
  status: string;
  created_at: number;
  updated_at: number;
  [column: string]: unknown;
}

/** The columns of an application that are the crm's own, not the form's. */
const APPLICATION_OWN = new Set(["id", "user_id", "status", "created_at", "updated_at"]);

/** An open-API application as answered: every column of the form's under its field's name (`fieldOf`). */
export function applicationView(a: ApplicationRow) {
  const fields = Object.entries(a).filter(([column]) => !APPLICATION_OWN.has(column));
  return {
    id: a.id,
    ...Object.fromEntries(fields.map(([column, value]) => [fieldOf(column), value])),
    status: a.status,
    createdAt: new Date(a.created_at).toISOString(),
  };
}

/** A calendar date YYYY-MM-DD, as the epoch ms of its start in Singapore time (UTC+8). */
const sgDate = () =>
  optStr(10).pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .transform((d, ctx) => {
        const ms = Date.parse(`${d}T00:00:00+08:00`);
        if (Number.isNaN(ms) || new Date(ms + 8 * 3600_000).toISOString().slice(0, 10) !== d) {
          ctx.addIssue({ code: "custom", message: "not a date" });
          return z.NEVER;
        }
        return ms;
      })
      .optional(),
  );

const DAY_MS = 24 * 60 * 60 * 1000;

interface PaymentRow {
  id: string;
  type: string;
  amount_cents: number;
  currency: string;
  status: string;
  method: string;
  created_at: number;
}

/** The column of a field (`contactTime` → `contact_time`). */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The field of a column (`contact_time` → `contactTime`), `columnOf`'s inverse. */
export const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The checks of a form's text fields, one per entry of the contract's list: a field with a
 * minimum is required (`text`), one without is optional (`optText`, "" as absent); an `email`
 * field is an address within the limit.
 */
function textFields(limits: Readonly<Record<string, TextFieldLimit>>): Record<string, z.ZodType<string | undefined>> {
  return Object.fromEntries(
    Object.entries(limits).map(([name, limit]): [string, z.ZodType<string | undefined>] => {
      if (limit.email) return [name, limit.min ? email(limit.max) : email(limit.max).optional()];
      return [name, limit.min ? text(limit) : optText(limit)];
    }),
  );
}

/** A form's values of `fields` by column (`columnOf`), an absent one as null. */
function columnValues(fields: readonly string[], values: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(fields.map((name) => [columnOf(name), typeof values[name] === "string" ? values[name] : null]));
}

/**
 * The crm routes. `suggestionFields` and `applicationFields`: the text fields of the feedback and
 * of the open-API application with their limits, the contract's SUGGESTION_LIMITS and
 * OPEN_API_APPLY_LIMITS (other lists only in tests): each is checked against its limit and stored
 * in a column of its own (`columnOf`), added to the table when missing, and an application is
 * answered with every one (`applicationView`).
 */
export function crmRoutes(
  db: Db,
  suggestionFields: Readonly<Record<string, LengthLimit>> = SUGGESTION_LIMITS,
  applicationFields: Readonly<Record<string, TextFieldLimit>> = OPEN_API_APPLY_LIMITS,
): Router {
  const r = Router();
  const suggestionColumns = Object.keys(suggestionFields);
  addTextColumns(db, "suggestions", suggestionColumns.map(columnOf));
  const applicationColumns = Object.keys(applicationFields);
  addTextColumns(db, "open_api_applications", applicationColumns.map(columnOf));

  r.post(
    "/web/submit-suggestion-info/v1",
    handler((req) => {
      const s = parse(z.object({ category: z.enum(FEEDBACK_CATEGORIES), uuid: optStr(64), ...textFields(suggestionFields) }), bodyOf(req));
      const user = userByToken(db, tokenOf(req));
      const { lastInsertRowid } = insertRow(db, "suggestions", {
        user_id: user?.id ?? null,
        uuid: user?.uuid ?? s.uuid ?? null,
        category: s.category,
        ...columnValues(suggestionColumns, s),
        lang: langOf(req),
        created_at: Date.now(),
      });
      return { id: Number(lastInsertRowid) };
    }),
  );

  r.get(
    "/api/get-personal-comm-info/v1",
    handler((req) => {
      const user = requireUser(db, req);
      return { nickname: user.nickname, email: user.email ?? "", areaCode: user.area_code ?? "", phoneNumber: user.phone_number ?? "" };
    }),
  );

  r.post(
    "/web/submit-open-api-apply/v1",
    handler((req) => {
      const user = requireUser(db, req);
      const a = parse(z.object({ applicantType: z.enum(APPLICANT_TYPES), ...textFields(applicationFields) }), bodyOf(req));
      const now = Date.now();
      // One application per user: a second submission updates it and puts it back to pending.
      insertRow(
        db,
        "open_api_applications",
        {
          user_id: user.id,
          applicant_type: a.applicantType,
          ...columnValues(applicationColumns, a),
          status: "pending",
          created_at: now,
          updated_at: now,
        },
        { on: "user_id", keep: ["created_at"] },
      );
      const row = db.prepare("SELECT id, status FROM open_api_applications WHERE user_id = ?").get(user.id) as {
        id: number;
        status: string;
      };
      return { id: row.id, status: row.status };
    }),
  );

  r.get(
    "/web/payment-records/v1",
    handler((req) => {
      const user = requireUser(db, req);
      const q = parse(
        z.object({ type: z.enum(["all", ...PAYMENT_RECORD_TYPES]).default("all"), startDate: sgDate(), endDate: sgDate(), ...paging }),
        req.query,
      );
      const from = q.startDate ?? 0;
      const to = q.endDate === undefined ? Number.MAX_SAFE_INTEGER : q.endDate + DAY_MS;
      if (from >= to) throw new ApiError(Code.INVALID_PARAMS, "startDate");
      const types = q.type === "all" ? [...PAYMENT_RECORD_TYPES] : [q.type];
      const where = `user_id = ? AND type IN (${types.map(() => "?").join(", ")}) AND created_at >= ? AND created_at < ?`;
      const params = [user.id, ...types, from, to];
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM payment_records WHERE ${where}`).get(...params) as { total: number };
      const rows = db
        .prepare(`SELECT * FROM payment_records WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...params, q.pageSize, (q.page - 1) * q.pageSize) as unknown as PaymentRow[];
      return {
        page: q.page,
        pageSize: q.pageSize,
        total,
        items: rows.map((p) => ({
          id: p.id,
          type: p.type,
          amount: (p.amount_cents / 100).toFixed(2),
          currency: p.currency,
          status: p.status,
          method: p.method,
          createdAt: new Date(p.created_at).toISOString(),
        })),
      };
    }),
  );

  return r;
}
