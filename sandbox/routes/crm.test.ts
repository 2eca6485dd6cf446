import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_API_APPLY_LIMITS, SUGGESTION_LIMITS } from "../../app/services/contract";
import { createUser, issueToken } from "../accounts";
import { type Db, openDatabase } from "../db";
import { type ApplicationRow, applicationView, columnOf, crmRoutes, fieldOf } from "./crm";

// The crm's feedback route takes its fields from the contract's list (SUGGESTION_LIMITS): a field
// added there is checked against its limit and stored, with no other sandbox edit. Shown here with
// the contract's list and one field more, as docs/architecture.md "Adding a field to a form" adds.
// The open-API application's alike (OPEN_API_APPLY_LIMITS), here with a website field more.
const FIELDS = { ...SUGGESTION_LIMITS, contactTime: { max: 5 } };
const APPLICATION_FIELDS = { ...OPEN_API_APPLY_LIMITS, website: { max: 10 } };

let db: Db;
let server: Server;
let url: string;

beforeAll(async () => {
  db = openDatabase(":memory:");
  const app = express();
  app.use(express.json());
  app.use("/crm-server-sg", crmRoutes(db, FIELDS, APPLICATION_FIELDS));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

async function submit(body: Record<string, string>, path = "submit-suggestion-info/v1", token = ""): Promise<{ code: number; data?: { id: number } }> {
  const res = await fetch(`${url}/crm-server-sg/web/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Lang": "3", Authorization: token },
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
    expect(fieldOf("contact_time")).toBe("contactTime");
    expect(fieldOf(columnOf("contactEmail"))).toBe("contactEmail");
  });
});

describe("crm submit-open-api-apply/v1 fields", () => {
  const user = () => createUser(db, { email: `apply${Math.random()}@b.sg`, passwordHash: "x" });
  const apply = (body: Record<string, string>, token: string) => submit(body, "submit-open-api-apply/v1", token);
  const GOOD = { applicantType: "individual", purpose: "Rebalance my portfolio every week.", contactEmail: "Me@B.sg" };

  it("stores every field of the list in its own column, a new one included, and answers each", async () => {
    const { id } = user();
    const answer = await apply({ ...GOOD, website: "dol.sg😀" }, issueToken(db, id));
    expect(answer.code).toBe(0);
    const row = db.prepare("SELECT * FROM open_api_applications WHERE user_id = ?").get(id) as ApplicationRow;
    expect(row).toMatchObject({ applicant_type: "individual", purpose: GOOD.purpose, contact_email: "me@b.sg", website: "dol.sg😀", status: "pending" });
    expect(applicationView(row)).toMatchObject({ applicantType: "individual", purpose: GOOD.purpose, contactEmail: "me@b.sg", website: "dol.sg😀" });
    expect(applicationView(row)).not.toHaveProperty("userId");
  });

  it("checks each field against the list: required, an address, within its limit", async () => {
    const token = issueToken(db, user().id);
    expect((await apply({ ...GOOD, website: "x".repeat(11) }, token)).code).toBe(100001);
    expect((await apply({ ...GOOD, contactEmail: "not an address" }, token)).code).toBe(100001);
    expect((await apply({ ...GOOD, contactEmail: `${"a".repeat(96)}@b.sg` }, token)).code).toBe(100001);
    expect((await apply({ applicantType: "individual", contactEmail: "me@b.sg" }, token)).code).toBe(100001);
    expect((await apply(GOOD, token)).code).toBe(0);
  });
});
