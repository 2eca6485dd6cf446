import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formReply, MAX_FORM_FIELDS, readForm, upstreamErrorText } from "~/lib/forms/form-action.server";
import { resetSchema, signInSchema } from "~/lib/schemas/account";
import { UpstreamError } from "~/lib/upstream/client.server";

const post = (body: string) =>
  new Request("http://localhost/sign-in", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });

/** The status of the Response readForm throws, or "read" when it reads the form. */
async function outcome(body: string): Promise<number | "read"> {
  try {
    await readForm(post(body));
    return "read";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("readForm", () => {
  it("reads the site's forms: plain field names, up to MAX_FORM_FIELDS of them", async () => {
    expect(await outcome("method=email&email=a%40b.co&password=x&redirectTo=&website=&intent=send-code&area_code=%2B65&x-y=1")).toBe("read");
    expect(await outcome(Array.from({ length: MAX_FORM_FIELDS }, (_, i) => `f${i}=1`).join("&"))).toBe("read");
  });

  it.each([
    ["an array index", "method[100000000]=a"],
    ["an empty index", "a[]=1"],
    ["a path", "contact.name=x"],
    ["deep nesting", `a${"[0]".repeat(1000)}=1`],
    ["a name starting with a digit", "1a=1"],
    ["conform's intent, which names paths itself", `__intent__=${encodeURIComponent(JSON.stringify({ type: "update", payload: { name: "a[2000000]" } }))}`],
    ["a name starting with an underscore", "_x=1"],
    ["an empty name", "=1"],
    ["a long name", `${"a".repeat(65)}=1`],
    ["one field too many", Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=1`).join("&")],
  ])("refuses %s with 400", async (_, body) => {
    expect(await outcome(body)).toBe(400);
  });
});

describe("formReply", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  it("never writes a password back, and keeps what else was typed", () => {
    const submission = parseWithZod(form({ method: "email", email: "a@example.com", password: "Secret123" }), { schema: signInSchema });
    const result = formReply(submission, { formErrors: ["Wrong password"] });
    expect(result.initialValue).toMatchObject({ method: "email", email: "a@example.com" });
    expect(result.initialValue).not.toHaveProperty("password");
    expect(result.error).toMatchObject({ "": ["Wrong password"] });
  });
  it("tells a mismatch of the new passwords on the first of them, both being empty again", () => {
    const fields = { method: "email", email: "a@example.com", captcha: "123456", password: "Secret123", confirmPassword: "Secret124" };
    const result = formReply(parseWithZod(form(fields), { schema: resetSchema }));
    expect(result.initialValue).not.toHaveProperty("password");
    expect(result.initialValue).not.toHaveProperty("confirmPassword");
    expect(result.error).toMatchObject({ password: ["account:validation.passwordMismatchAgain"] });
    expect(result.error).not.toHaveProperty("confirmPassword");
  });
});

describe("upstreamErrorText", () => {
  const path = "/crm-server-sg/web/submit-suggestion-info/v1";
  it("tells an ended session (300101) in the site's one wording of each locale, never the answer's own msg", () => {
    const ended = new UpstreamError({ kind: "business", code: 300101, msg: "Login expired, please sign in again", path });
    expect(upstreamErrorText(ended, "en")).toBe("Your session has expired. Please sign in again.");
    expect(upstreamErrorText(ended, "cn")).toBe("登录已过期，请重新登录。");
    expect(upstreamErrorText(ended, "zh-hk")).toBe("登入已過期，請重新登入。");
  });

  it("shows any other refusal's own msg", () => {
    expect(upstreamErrorText(new UpstreamError({ kind: "business", code: 400001, msg: "Not found", path }), "en")).toBe("Not found");
  });
});
