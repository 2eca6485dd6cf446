/**
 * The sandbox's SQLite store (Node's built-in node:sqlite): opening it and migrating its schema.
 * Times are stored as epoch milliseconds; localized text as JSON `{ en, cn, "zh-hk" }`.
 *
 * The schema is a list of migrations: a file's `PRAGMA user_version` is the number of them
 * applied, and opening a file applies the rest, each in its own transaction. A kept file
 * (`.data/sandbox.sqlite`, `npm start`'s default) so takes a new column or table without being
 * deleted. To change the schema, append a migration (an `ALTER TABLE … ADD COLUMN`, a
 * `CREATE TABLE`); never edit one already in the list: files out there have run it.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementResultingChanges, type StatementSync } from "node:sqlite";

export type Db = DatabaseSync;

/**
 * Migration 1, the first schema. Its statements say IF NOT EXISTS because files written before
 * the store had versions (user_version 0) already hold these tables: for them it changes nothing
 * and only records the version.
 */
const SCHEMA_V1 = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  dolphin_no TEXT NOT NULL UNIQUE,
  email TEXT UNIQUE,
  area_code TEXT,
  phone_number TEXT,
  institution_id TEXT UNIQUE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  invitation_code TEXT NOT NULL UNIQUE,
  invited_by TEXT,
  opened_account INTEGER NOT NULL DEFAULT 0,
  extend_status_bit INTEGER NOT NULL DEFAULT 0,
  avatar TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS users_phone ON users (area_code, phone_number) WHERE phone_number IS NOT NULL;

CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens (user_id);

CREATE TABLE IF NOT EXISTS token_keys (
  token_key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('twostep', 'handover')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS captchas (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL,
  type TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS captchas_target ON captchas (target, type, id);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  type TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_target ON outbox (target, id);

CREATE TABLE IF NOT EXISTS suggestions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  uuid TEXT,
  category TEXT NOT NULL,
  content TEXT NOT NULL,
  contact TEXT,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS open_api_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  applicant_type TEXT NOT NULL,
  purpose TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS payment_records (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('completed', 'processing', 'failed')),
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_records_user ON payment_records (user_id, created_at);

CREATE TABLE IF NOT EXISTS analytics_events (
  id INTEGER PRIMARY KEY,
  project TEXT NOT NULL,
  event TEXT NOT NULL,
  properties TEXT NOT NULL,
  time TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS analytics_events_event ON analytics_events (event, id);

CREATE TABLE IF NOT EXISTS news_tabs (id TEXT PRIMARY KEY, sort INTEGER NOT NULL, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS articles (
  id TEXT PRIMARY KEY,
  tab_id TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  image TEXT NOT NULL,
  publish_time TEXT NOT NULL,
  publish_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS help_tabs (id TEXT PRIMARY KEY, sort INTEGER NOT NULL, name TEXT NOT NULL, icon TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS questions (
  id TEXT PRIMARY KEY,
  tab_id TEXT NOT NULL,
  sort INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  common INTEGER NOT NULL,
  update_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS official_tabs (id TEXT PRIMARY KEY, sort INTEGER NOT NULL, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS official_news (
  id TEXT PRIMARY KEY,
  tab_id TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  publish_time TEXT NOT NULL,
  publish_ms INTEGER NOT NULL
);
`;

/** The store's migrations in order: the one at index i takes a file from user_version i to i + 1. */
export const MIGRATIONS: readonly string[] = [SCHEMA_V1];

/** The schema version of an open store (its `PRAGMA user_version`). */
export function schemaVersion(db: Db): number {
  return (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
}

/**
 * Applies the migrations a store has not run yet, each with its new version in one transaction
 * (a failing one leaves the file at the version before it; the version is read inside the
 * transaction, so two processes opening one file never run a migration twice). Answers the
 * version reached. Throws when the file is newer than the list (written by a newer sandbox): it
 * is never downgraded.
 */
export function migrate(db: Db, migrations: readonly string[] = MIGRATIONS): number {
  for (;;) {
    const done = transaction(db, () => {
      const version = schemaVersion(db);
      if (version > migrations.length) {
        throw new Error(`sandbox store: schema version ${version} is newer than this sandbox's ${migrations.length}; delete the file or update the code`);
      }
      if (version === migrations.length) return true;
      db.exec(migrations[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      return false;
    });
    if (done) return migrations.length;
  }
}

/**
 * Adds to `table` a nullable TEXT column for each of `columns` it lacks: the columns of a form's
 * free-text fields, which the contract lists (app/services/contract.ts), so that a field added
 * there is stored with no migration written by hand. Never drops or changes a column. Throws on a
 * name that is not a plain SQL name.
 */
export function addTextColumns(db: Db, table: string, columns: readonly string[]): void {
  for (const name of [table, ...columns]) if (!COLUMN.test(name)) throw new Error(`addTextColumns: "${name}" is not a table or column name`);
  const present = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name));
  for (const column of columns) if (!present.has(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} TEXT`);
}

/** Opens (creating when needed) the store at `path` (":memory:" for a throw-away one) and migrates it. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec("PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;");
  if (path !== ":memory:") db.exec("PRAGMA journal_mode = WAL;");
  migrate(db);
  return db;
}

/** Runs `fn` in one transaction (rolled back if it throws). */
export function transaction<T>(db: Db, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const out = fn();
    db.exec("COMMIT");
    return out;
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
}

/** A column name as the code writes it (never a request's text). */
const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** Each store's prepared inserts, by SQL text: a route inserts the same shape on every request. */
const inserts = new WeakMap<Db, Map<string, StatementSync>>();

/**
 * Inserts one row into `table` from named values, column → value (`@column` parameters), so that
 * a new column is one more entry beside its migration rather than a place in a column list and a
 * `?` in a value list. With `upsert`, a row that conflicts on the column `upsert.on` (a unique
 * key) is updated instead: every column given but that key and the `upsert.keep` ones takes the
 * new value. Table and column names come from the code; one that is not a plain lower-case
 * identifier throws. Answers node:sqlite's `{ changes, lastInsertRowid }`.
 */
export function insertRow(
  db: Db,
  table: string,
  values: Record<string, SQLInputValue>,
  upsert?: { on: string; keep?: readonly string[] },
): StatementResultingChanges {
  const columns = Object.keys(values);
  for (const name of [table, ...columns, ...(upsert ? [upsert.on, ...(upsert.keep ?? [])] : [])])
    if (!COLUMN.test(name)) throw new Error(`insertRow: "${name}" is not a table or column name`);
  let sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((column) => `@${column}`).join(", ")})`;
  if (upsert) {
    const updated = columns.filter((column) => column !== upsert.on && !upsert.keep?.includes(column));
    sql += ` ON CONFLICT (${upsert.on}) DO UPDATE SET ${updated.map((column) => `${column} = excluded.${column}`).join(", ")}`;
  }
  let statements = inserts.get(db);
  if (!statements) inserts.set(db, (statements = new Map<string, StatementSync>()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement.run(values);
}
