import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "./accounts";
import { MIGRATIONS, insertRow, migrate, openDatabase, schemaVersion } from "./db";

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sandbox-db-"));
  file = join(dir, "sandbox.sqlite");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const insertSuggestion = (db: DatabaseSync, content: string) =>
  db.prepare("INSERT INTO suggestions (category, content, lang, created_at) VALUES ('app', ?, 'en', 1)").run(content);

describe("sandbox store migrations", () => {
  it("takes a file written before the store had versions (user_version 0) to the latest, keeping its rows", () => {
    const old = new DatabaseSync(file);
    old.exec(MIGRATIONS[0]!);
    insertSuggestion(old, "kept from before");
    expect(schemaVersion(old)).toBe(0);
    old.close();

    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(db.prepare("SELECT content FROM suggestions").all()).toEqual([{ content: "kept from before" }]);
    db.close();
  });

  it("adds a new column to a kept file, and runs each migration once", () => {
    const db = openDatabase(file);
    insertSuggestion(db, "written by the old schema");
    const withRating = [...MIGRATIONS, "ALTER TABLE suggestions ADD COLUMN rating INTEGER"];

    expect(migrate(db, withRating)).toBe(MIGRATIONS.length + 1);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length + 1);
    db.prepare("INSERT INTO suggestions (category, content, lang, created_at, rating) VALUES ('app', 'new', 'en', 2, 5)").run();
    expect(db.prepare("SELECT content, rating FROM suggestions ORDER BY id").all()).toEqual([
      { content: "written by the old schema", rating: null },
      { content: "new", rating: 5 },
    ]);
    // A second run (the next start) has nothing left to do: running the ALTER again would throw.
    expect(migrate(db, withRating)).toBe(MIGRATIONS.length + 1);
    db.close();
  });

  it("leaves a file at its version when a migration fails", () => {
    const db = openDatabase(file);
    const broken = [...MIGRATIONS, "CREATE TABLE extra (id INTEGER PRIMARY KEY); ALTER TABLE missing ADD COLUMN x INTEGER"];
    expect(() => migrate(db, broken)).toThrow(/missing/);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
    db.close();
  });

  it("refuses a file written by a newer sandbox instead of downgrading it", () => {
    const db = openDatabase(file);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 3}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(/newer than this sandbox/);
  });
});

describe("insertRow: a row from named values", () => {
  it("writes each column's value, whatever the order given, and answers the new row's id", () => {
    const db = openDatabase(":memory:");
    const { lastInsertRowid } = insertRow(db, "suggestions", { created_at: 5, lang: "cn", content: "hello there", category: "app", contact: null });
    expect(db.prepare("SELECT category, content, contact, lang, created_at FROM suggestions WHERE id = ?").get(lastInsertRowid)).toEqual({
      category: "app",
      content: "hello there",
      contact: null,
      lang: "cn",
      created_at: 5,
    });
  });

  it("with upsert, updates the row with that key: every column given but the key and the kept ones", () => {
    const db = openDatabase(":memory:");
    const user = createUser(db, { email: "upsert@example.com", passwordHash: "x" });
    const row = (purpose: string, status: string, at: number) => ({
      user_id: user.id,
      applicant_type: "individual",
      purpose,
      contact_email: "a@b.co",
      status,
      created_at: at,
      updated_at: at,
    });
    insertRow(db, "open_api_applications", row("first", "approved", 1), { on: "user_id", keep: ["created_at"] });
    insertRow(db, "open_api_applications", row("second", "pending", 2), { on: "user_id", keep: ["created_at"] });
    expect(db.prepare("SELECT purpose, status, created_at, updated_at FROM open_api_applications").all()).toEqual([
      { purpose: "second", status: "pending", created_at: 1, updated_at: 2 },
    ]);
  });

  it("refuses a table or column name that is not a plain identifier", () => {
    const db = openDatabase(":memory:");
    expect(() => insertRow(db, "suggestions; DROP TABLE users", { content: "x" })).toThrow(/not a table or column name/);
    expect(() => insertRow(db, "suggestions", { "content) VALUES (1); --": "x" })).toThrow(/not a table or column name/);
  });
});
