/**
 * The upstream contract's limits (app/services/contract.ts) mean the same on both sides: the site's
 * form schemas and the sandbox's validation are fed the same texts, astral-plane (emoji, two UTF-16
 * code units each) among them, at and over each limit, and must agree. The sandbox is the real
 * service (HTTP, in-memory store), and what it stored is read back through its control API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailField } from "~/lib/schemas/account";
import { feedbackSchema, openApiSchema } from "~/lib/schemas/service";
import { ACCOUNT_LIMITS, OPEN_API_APPLY_LIMITS, SUGGESTION_LIMITS, textLength } from "~/services/contract";
import { encryptPassword } from "../../sandbox/crypto";
import { type RunningSandbox, startSandbox } from "../../sandbox/server";
import { fixtureContent } from "../../sandbox/test-fixtures/content";

let sandbox: RunningSandbox;
let token = "";

beforeAll(async () => {
  sandbox = await startSandbox({ content: fixtureContent, quiet: true });
  const email = "limits@example.com";
  await control("/users", { email, password: "Limits123" });
  const login = await post("/user-server-sg/web/web-password-login/v2", { loginType: "email", email, password: encryptPassword("Limits123") });
  token = (login.data as { token: string }).token;
});
afterAll(async () => {
  await sandbox?.close();
});

async function post(path: string, body: unknown, auth = ""): Promise<{ code: number; data: unknown; msg: string }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Lang": "3", Authorization: auth },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown; msg: string };
}

async function control<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** `count` characters cycling through `chars` (each one code point). */
function text(count: number, chars: string): string {
  const list = Array.from(chars);
  return Array.from({ length: count }, (_, i) => list[i % list.length]).join("");
}

const EMOJI = "😀🚀🐬"; // astral plane: 2 UTF-16 code units each
const MIXED = "a好😀"; // ASCII, BMP, astral

/**
 * A text of `count` characters that the site's rules for the feedback field `field` accept but
 * for its length: `chars` (emoji, or mixed scripts) for free text; an e-mail address (its domain
 * labels within DNS's 63) for the contact (`chars` is ignored there). A new free-text field of
 * SUGGESTION_LIMITS is covered as it is added.
 */
function suggestionSample(field: string, count: number, chars: string): string {
  if (field !== "contact") return text(count, chars);
  // "a@" + the domain + ".com": a dot after every 60th letter keeps each label within 63.
  const domain = Array.from({ length: count - 6 }, (_, i) => ((i + 1) % 61 === 0 && i !== count - 7 ? "." : "b")).join("");
  return `a@${domain}.com`;
}

describe("feedback: the site's schema and the crm agree at every limit of the contract", () => {
  for (const [field, limit] of Object.entries(SUGGESTION_LIMITS) as Array<[string, { min?: number; max: number }]>) {
    const lengths: Array<[number, boolean]> = [
      [limit.max, true],
      [limit.max + 1, false],
    ];
    if (limit.min) lengths.push([limit.min, true], [limit.min - 1, false]);
    for (const [[length, valid], chars] of lengths.flatMap((entry) =>
      (field === "contact" ? [EMOJI] : [EMOJI, MIXED]).map((chars) => [entry, chars] as const),
    )) {
      const value = suggestionSample(field, length, chars);
      it(`${field} of ${textLength(value)} characters (${value.length} UTF-16 units): ${valid ? "accepted" : "refused"} by both`, async () => {
        const form = { category: "app", content: text(SUGGESTION_LIMITS.content.min, EMOJI), [field]: value };
        expect(textLength(value)).toBe(length);
        expect(feedbackSchema.safeParse(form).success).toBe(valid);
        const crm = await post("/crm-server-sg/web/submit-suggestion-info/v1", form);
        expect(crm.code).toBe(valid ? 0 : 100001);
        if (!valid) return;
        const { id } = crm.data as { id: number };
        const [stored] = await control<Array<Record<string, unknown>>>(`/suggestions?id=${id}`);
        expect(stored).toMatchObject({ id, category: "app", [field]: value, lang: "en" });
      });
    }
  }
});

describe("open-API application: whatever the site's schema accepts, the crm accepts", () => {
  const { max } = OPEN_API_APPLY_LIMITS.purpose;
  // The site's own rule is 20–1000 in width (non-ASCII counts 2), stricter than the crm's 1000
  // characters: the texts at the site's edge must pass the crm, those at the crm's edge are
  // refused by the site first.
  const cases = [
    { name: "emoji at the site's width limit", purpose: text(max / 2, EMOJI), site: true, crm: true },
    { name: "emoji one over the site's width limit", purpose: text(max / 2 + 1, EMOJI), site: false, crm: true },
    { name: "emoji at the crm's limit", purpose: text(max, EMOJI), site: false, crm: true },
    { name: "emoji one over the crm's limit", purpose: text(max + 1, EMOJI), site: false, crm: false },
  ];
  for (const { name, purpose, site, crm } of cases) {
    it(`${name}: site ${site ? "accepts" : "refuses"}, crm ${crm ? "accepts" : "refuses"}`, async () => {
      const form = { applicantType: "individual", purpose, contactEmail: "limits@example.com", terms: "on" };
      expect(openApiSchema.safeParse(form).success).toBe(site);
      const { terms: _terms, ...body } = form;
      const answer = await post("/crm-server-sg/web/submit-open-api-apply/v1", body, token);
      expect(answer.code).toBe(crm ? 0 : 100001);
      if (!crm) return;
      const [stored] = await control<Array<Record<string, unknown>>>(`/open-api-applications?contactEmail=limits%40example.com`);
      expect(stored).toMatchObject({ applicantType: "individual", purpose, status: "pending" });
    });
  }
});

describe("open-API application: the contact email, the same limit on both sides", () => {
  const { max } = OPEN_API_APPLY_LIMITS.contactEmail;
  for (const [length, valid] of [
    [max, true],
    [max + 1, false],
  ] as const) {
    it(`${length} characters: ${valid ? "accepted" : "refused"} by both`, async () => {
      const contactEmail = `${"a".repeat(length - "@example.com".length)}@example.com`;
      const form = { applicantType: "institution", purpose: "Rebalance our portfolio every week.", contactEmail, terms: "on" };
      expect(openApiSchema.safeParse(form).success).toBe(valid);
      const { terms: _terms, ...body } = form;
      expect((await post("/crm-server-sg/web/submit-open-api-apply/v1", body, token)).code).toBe(valid ? 0 : 100001);
      if (valid) expect(await control(`/open-api-applications?contactEmail=${encodeURIComponent(contactEmail)}`)).toHaveLength(1);
    });
  }
});

describe("the crm's forms: the site's schemas send the text fields the sandbox reads from the contract", () => {
  // The sandbox's crm checks and stores the fields of the contract's lists (sandbox/routes/crm.ts):
  // a text field the site's schema sends is in its list, and a field of the list is in the schema.
  it("feedback: SUGGESTION_LIMITS and the schema's text fields are one list", () => {
    expect(Object.keys(feedbackSchema.shape).filter((field) => field !== "category")).toEqual(Object.keys(SUGGESTION_LIMITS));
  });
  it("open-API application: OPEN_API_APPLY_LIMITS and the schema's text fields are one list", () => {
    expect(Object.keys(openApiSchema.shape).filter((field) => field !== "applicantType" && field !== "terms")).toEqual(Object.keys(OPEN_API_APPLY_LIMITS));
  });
});

describe("an account's e-mail address: the site's schema and the user service agree at the limit", () => {
  /** An address of exactly `length` characters. */
  const address = (length: number) => {
    const domain = "@example.com";
    return `${"a".repeat(length - domain.length)}${domain}`;
  };
  for (const [length, valid] of [
    [ACCOUNT_LIMITS.email.max, true],
    [ACCOUNT_LIMITS.email.max + 1, false],
  ] as const) {
    it(`${length} characters: ${valid ? "accepted" : "refused"} by both`, async () => {
      const email = address(length);
      expect(emailField.safeParse(email).success).toBe(valid);
      const answer = await post("/user-server-sg/web/send-email-captcha/v1", { email, type: "register" });
      expect(answer.code).toBe(valid ? 0 : 100001);
      if (valid) expect((await control<Array<{ to: string }>>(`/outbox?to=${encodeURIComponent(email)}`))[0]?.to).toBe(email);
    });
  }
});

describe("the sandbox's read-back lists", () => {
  it("filter by any column, refuse a name that is none, and never show a password hash", async () => {
    const users = await control<Array<Record<string, unknown>>>("/users?email=limits%40example.com");
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: "limits@example.com", openedAccount: 0 });
    expect(users[0]).not.toHaveProperty("passwordHash");
    expect(users[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const refused = await fetch(`${sandbox.url}/__sandbox/users?passwordHash=x`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain("passwordHash");
  });
});
