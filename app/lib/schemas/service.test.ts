import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  feedbackSchema,
  hasControlCharacters,
  hasMarkup,
  isCalendarDate,
  isEmailOrPhone,
  openApiSchema,
  parsePaymentFilters,
  paymentFiltersSearch,
} from "~/lib/schemas/service";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

/** The first error of each field, as the form shows it. */
function firstErrors(schema: typeof feedbackSchema | typeof openApiSchema, fields: Record<string, string | string[]>) {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status === "success") return null;
  const reply = submission.reply();
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, errors]) => [name, errors?.[0]]));
}

const GOOD_FEEDBACK = { category: "app", content: "The chart does not load on my phone.", contact: "me@example.com" };

describe("feedbackSchema", () => {
  it("accepts a good submission, trims, and normalises line breaks", () => {
    const submission = parseWithZod(form({ ...GOOD_FEEDBACK, content: "  Line one\r\nline two is here  " }), { schema: feedbackSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toEqual({ category: "app", content: "Line one\nline two is here", contact: "me@example.com" });
  });
  it("makes contact optional and accepts a phone number", () => {
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, contact: "" })).toBeNull();
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, contact: "+65 8123 4567" })).toBeNull();
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, contact: "call me maybe" })).toEqual({ contact: "common:validation.invalid" });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, contact: `${"a".repeat(95)}@example.com` })).toEqual({
      contact: "common:validation.tooLong",
    });
  });
  it("gives the first failing rule of each field as an i18n key", () => {
    expect(firstErrors(feedbackSchema, {})).toEqual({ category: "service:validation.category", content: "common:validation.required" });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, category: "spam" })).toEqual({ category: "service:validation.category" });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "too short" })).toEqual({ content: "common:validation.tooShort" });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "x".repeat(501) })).toEqual({ content: "common:validation.tooLong" });
  });
  it("counts content in characters: 500 Chinese characters or emoji pass, 501 do not", () => {
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "好".repeat(500) })).toBeNull();
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "😀".repeat(500) })).toBeNull();
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "好".repeat(501) })).toEqual({ content: "common:validation.tooLong" });
  });
  it("refuses control characters, bidi overrides and markup", () => {
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "A long enough text\u0000here" })).toEqual({
      content: "common:validation.invalidCharacters",
    });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "A long enough text \u202Eevil" })).toEqual({
      content: "common:validation.invalidCharacters",
    });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "Hello <script>alert(1)</script>" })).toEqual({ content: "common:validation.markup" });
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, contact: "me@example.com\r\nBcc: x@y.z" })).toMatchObject({
      contact: "common:validation.invalidCharacters",
    });
  });
  it("keeps tabs and line breaks in content, and a lone < that is no tag", () => {
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: "Fees\tare high\nwhen price < 5 and 3<4" })).toBeNull();
  });
  it("refuses a field sent twice", () => {
    expect(firstErrors(feedbackSchema, { ...GOOD_FEEDBACK, content: [GOOD_FEEDBACK.content, GOOD_FEEDBACK.content] })).toHaveProperty("content");
  });
});

const GOOD_APPLICATION = {
  applicantType: "individual",
  purpose: "I will build a rebalancing tool for my own portfolio.",
  contactEmail: "dev@example.com",
  terms: "on",
};

describe("openApiSchema", () => {
  it("accepts a good application", () => {
    expect(firstErrors(openApiSchema, GOOD_APPLICATION)).toBeNull();
  });
  it("requires every field and the terms", () => {
    expect(firstErrors(openApiSchema, {})).toEqual({
      applicantType: "service:validation.applicantType",
      purpose: "common:validation.required",
      contactEmail: "common:validation.required",
      terms: "service:validation.terms",
    });
  });
  it("measures the purpose in width (non-ASCII counts 2)", () => {
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, purpose: "x".repeat(19) })).toEqual({ purpose: "service:validation.purposeTooShort" });
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, purpose: "量化交易工具开发计划" })).toBeNull();
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, purpose: "x".repeat(1000) })).toBeNull();
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, purpose: "好".repeat(500) })).toBeNull();
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, purpose: "好".repeat(501) })).toEqual({ purpose: "service:validation.purposeTooLong" });
  });
  it("checks the email and the applicant type", () => {
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, contactEmail: "nope" })).toEqual({ contactEmail: "common:validation.invalid" });
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, contactEmail: `${"a".repeat(95)}@example.com` })).toEqual({
      contactEmail: "common:validation.tooLong",
    });
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, applicantType: "robot" })).toEqual({ applicantType: "service:validation.applicantType" });
  });
  it("refuses markup in the purpose", () => {
    expect(firstErrors(openApiSchema, { ...GOOD_APPLICATION, purpose: "<img src=x onerror=alert(1)> trading bot" })).toEqual({
      purpose: "common:validation.markup",
    });
  });
});

describe("text checks", () => {
  it("finds control characters; line breaks and tabs only in multi-line text", () => {
    expect(hasControlCharacters("a\nb\tc", true)).toBe(false);
    expect(hasControlCharacters("a\nb", false)).toBe(true);
    expect(hasControlCharacters("a\u0007b", true)).toBe(true);
    expect(hasControlCharacters("a\u0085b", true)).toBe(true);
    expect(hasControlCharacters("a\u2067b", true)).toBe(true);
    expect(hasControlCharacters("👨‍👩‍👧 family", false)).toBe(false);
  });
  it("finds markup", () => {
    for (const text of ["<b>", "</div>", "< script>", "<!-- x -->", "<?php", "<svg/onload=x>"]) expect(hasMarkup(text), text).toBe(true);
    for (const text of ["1 < 2", "a <= b", "<3", "->", "price<5"]) expect(hasMarkup(text), text).toBe(false);
  });
  it("tells an email or a phone number", () => {
    expect(isEmailOrPhone("a@b.co")).toBe(true);
    expect(isEmailOrPhone("+65 8123-4567")).toBe(true);
    expect(isEmailOrPhone("81234567")).toBe(true);
    expect(isEmailOrPhone("12345")).toBe(false);
    expect(isEmailOrPhone("+1234567890123456")).toBe(false);
    expect(isEmailOrPhone("hello")).toBe(false);
  });
});

describe("payment-record filters", () => {
  const parse = (query: string) => parsePaymentFilters(new URLSearchParams(query));
  it("defaults to all types, no dates, page 1", () => {
    expect(parse("")).toEqual({ filters: { type: "all", from: undefined, to: undefined, page: 1 }, error: null });
  });
  it("reads good values", () => {
    expect(parse("type=withdrawal&from=2026-01-01&to=2026-03-31&page=2")).toEqual({
      filters: { type: "withdrawal", from: "2026-01-01", to: "2026-03-31", page: 2 },
      error: null,
    });
  });
  it("replaces bad values by their defaults instead of failing", () => {
    expect(parse("type=everything&from=2026-02-30&to=yesterday&page=-3").filters).toEqual({ type: "all", from: undefined, to: undefined, page: 1 });
    expect(parse("page=1e9").filters.page).toBe(1);
    expect(parse("page=2.5").filters.page).toBe(1);
    expect(parse("from=&to=").filters).toMatchObject({ from: undefined, to: undefined });
  });
  it("reports a reversed range", () => {
    expect(parse("from=2026-05-01&to=2026-04-01").error).toBe("service:validation.dateRange");
    expect(parse("from=2026-05-01&to=2026-05-01").error).toBeNull();
  });
  it("builds the query of a set of filters without defaults", () => {
    expect(paymentFiltersSearch({ type: "all", page: 1 })).toBe("");
    expect(paymentFiltersSearch({ type: "deposit", from: "2026-01-01", page: 3 })).toBe("?type=deposit&from=2026-01-01&page=3");
  });
  it("knows calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-1-1")).toBe(false);
  });
});

describe("service locale files", () => {
  type Tree = { [key: string]: string | Tree };
  const load = (locale: string) => JSON.parse(readFileSync(`app/locales/${locale}/service.json`, "utf8")) as Tree;
  const flatten = (tree: Tree, prefix = ""): Map<string, string> => {
    const out = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") out.set(prefix + key, value);
      else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    }
    return out;
  };
  const files = Object.fromEntries(["en", "cn", "zh-hk"].map((l) => [l, flatten(load(l))]));
  const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it("have the same keys and variables, and no empty text", () => {
    const keys = [...files.en.keys()].sort();
    for (const locale of ["cn", "zh-hk"]) {
      expect([...files[locale].keys()].sort(), locale).toEqual(keys);
      for (const key of keys) {
        expect(files[locale].get(key), `${locale} ${key}`).not.toBe("");
        expect(vars(files[locale].get(key) ?? ""), `${locale} ${key}`).toEqual(vars(files.en.get(key) ?? ""));
      }
    }
  });
  it("hold every service: key the code uses", () => {
    const sources = [
      "app/lib/schemas/service.ts",
      "app/routes/service/feedback.tsx",
      "app/routes/service/open-api-apply.tsx",
      "app/routes/service/payment-records.tsx",
      ...["text-counter.tsx", "prompt-dialog.tsx"].map((name) => join("app", "components", "forms", name)),
    ].map((file) => readFileSync(file, "utf8"));
    const used = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/["'`]service:([\w.]+)["'`]/g)) used.add(match[1]);
      for (const match of source.matchAll(/m\("(\w+)"\)/g)) used.add(`validation.${match[1]}`);
    }
    expect(used.size).toBeGreaterThan(8);
    for (const key of used) expect(files.en.has(key), key).toBe(true);
  });
  it("use Simplified Chinese for cn and Traditional for zh-hk", () => {
    const cn = [...files.cn.values()].join("");
    const hk = [...files["zh-hk"].values()].join("");
    for (const simplified of ["户", "请", "记录", "审核", "邮"]) expect(hk, simplified).not.toContain(simplified);
    for (const traditional of ["戶", "請", "紀錄", "審核", "郵"]) expect(cn, traditional).not.toContain(traditional);
  });
});
