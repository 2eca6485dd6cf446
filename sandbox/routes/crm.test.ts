import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUGGESTION_LIMITS } from "../../app/services/contract";
import { type Db, openDatabase } from "../db";
import { columnOf, crmRoutes } from "./crm";

// The crm's feedback route takes its fields from the contract's list (SUGGESTION_LIMITS): a field
// added there is checked against its limit and stored, with no other sandbox edit. Shown here with
// the contract's list and one field more, as docs/architecture.md "Adding a field to a form" adds.
const FIELDS = { ...SUGGESTION_LIMITS, contactTime: { max: 5 } };

let db: Db;
let server: Server;
let url: string;

beforeAll(async () => {
  db = openDatabase(":memory:");
  const app = express();
  app.use(express.json());
  app.use("/crm-server-sg", crmRoutes(db, FIELDS));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

async function submit(body: Record<string, string>): Promise<{ code: number; data?: { id: number } }> {
  const res = await fetch(`${url}/crm-server-sg/web/submit-suggestion-info/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Lang": "3" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data?: { id: number } };
}

describe("crm submit-suggestion-info/v1 fields", () => {
  it("stores every field of the list in its own column, a new one included", async () => {
    const answer = await submit({ category: "app", content: "Please add a dark mode.", contact: "a@b.sg", contactTime: "9–5😀" });
    expect(answer.code).toBe(0);
    const row = db.prepare("SELECT * FROM suggestions WHERE id = ?").get(answer.data!.id) as Record<string, unknown>;
    expect(row).toMatchObject({ category: "app", content: "Please add a dark mode.", contact: "a@b.sg", contact_time: "9–5😀" });
  });

  it("checks a new field against its limit in characters, and leaves it out when absent", async () => {
    expect((await submit({ category: "app", content: "Please add a dark mode.", contactTime: "123456" })).code).toBe(100001);
    const answer = await submit({ category: "app", content: "Please add a dark mode." });
    const row = db.prepare("SELECT * FROM suggestions WHERE id = ?").get(answer.data!.id) as Record<string, unknown>;
    expect(row).toMatchObject({ contact: null, contact_time: null });
  });

  it("names columns in snake case", () => {
    expect(columnOf("contactTime")).toBe("contact_time");
    expect(columnOf("content")).toBe("content");
  });
});
