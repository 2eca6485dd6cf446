/**
 * A limit is written once (app/services/contract.ts, app/lib/schemas/messages.ts): no locale string
 * writes a length by hand, and every value a string names is passed by whoever translates it.
 *
 * - Lengths: a number next to a unit of length ("10 characters", "8–20 位", "6-digit", "1,000
 *   個字元", but not "4 位小数", decimals) in any string of any locale fails; the string names the limit instead
 *   (`{{max, number}}`). A character's weight ("count as 2", "按2个计算") is not a length.
 * - Validation messages (`<ns>:validation.*`, the zod schemas' errors, translated by `FieldError`
 *   with `messageValues(key)`): every value a message names is in `MESSAGE_VALUES` for its key,
 *   and every key of `MESSAGE_VALUES` is a message the schemas produce. A message of a kind
 *   (`common:validation.*`, `MESSAGE_KINDS`) names only the field and its kind's bound, and every
 *   field the schemas give one has a name (`fieldNameKey`) in every locale.
 * - Every other string: each call `t("key", { … })` written in app/ (found by parsing the sources,
 *   its namespace from the `useTranslation` / `fixedT` it was made by) passes every value the
 *   string names, in every locale; a string that formats a number (`, number`, the limits) has at
 *   least one such call, so none escapes the check.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as accountSchemas from "~/lib/schemas/account";
import { FIELD_LIMITS, fieldNameKey, kindOf, MESSAGE_KINDS, MESSAGE_VALUES, messageValues } from "~/lib/schemas/messages";
import { feedbackSchema, openApiSchema } from "~/lib/schemas/service";
import { ACCOUNT_LIMITS, OPEN_API_APPLY_LIMITS, SUGGESTION_LIMITS } from "~/services/contract";

const LOCALES = ["en", "cn", "zh-hk"];

function leaves(value: unknown, prefix = ""): Array<[string, string]> {
  if (typeof value === "string") return [[prefix, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** "ns:path" → its text in each locale. */
const strings = new Map<string, Map<string, string>>();
for (const locale of LOCALES) {
  for (const file of readdirSync(`app/locales/${locale}`).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    for (const [path, text] of leaves(JSON.parse(readFileSync(`app/locales/${locale}/${file}`, "utf8")))) {
      const key = `${ns}:${path}`;
      if (!strings.has(key)) strings.set(key, new Map());
      strings.get(key)!.set(locale, text);
    }
  }
}

/** The values a string names (i18next's `{{name}}` and `{{name, format}}`), with their formats. */
const named = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map(([, name, format]) => ({ name, format }));
/** Values i18next and the components' translator fill in themselves or take from `count`. */
const IMPLICIT = new Set(["brand", "count"]);

/** A number (or a range ending in one) written before a unit of length, in English or Chinese. */
const LENGTH =
  /(?<!\bas |按)(?<![\d,.])\d[\d,]*(?:\s*(?:–|—|-|~|to|至|到)\s*(?:\d[\d,]*|\{\{[^}]*\}\}))?\s*-?\s*(?:characters?|chars?|digits?|letters?|个字|個字|字符|字元|位(?:数字|數字|字符|字元|字母|验证码|驗證碼))/giu;

/** Every string of every locale that writes a length by hand: "ns:path (locale): match". */
export function handWrittenLengths(table: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  for (const [key, texts] of table) for (const [locale, text] of texts) for (const [match] of text.matchAll(LENGTH)) found.push(`${key} (${locale}): ${match}`);
  return found;
}

interface Call {
  file: string;
  line: number;
  /** The full keys the call may mean ("ns:path"; plural forms included). */
  keys: string[];
  /** The names its options pass, or null when they cannot be read (a variable, a spread). */
  passed: Set<string> | null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The namespace of the translators a function makes: `useTranslation("ns")`, `fixedT(locale, "ns")`. */
function namespaceOf(call: ts.CallExpression): string | undefined {
  const name = ts.isIdentifier(call.expression) ? call.expression.text : undefined;
  if (name === "useTranslation") return call.arguments[0] && ts.isStringLiteral(call.arguments[0]) ? call.arguments[0].text : "common";
  if (name === "fixedT") return call.arguments[1] ? (ts.isStringLiteral(call.arguments[1]) ? call.arguments[1].text : undefined) : "common";
  return undefined;
}

/** Every `t("literal", …)` call of app/, and `fixedT(…)("literal", …)`. */
function translationCalls(): Call[] {
  const calls: Call[] = [];
  for (const file of sourceFiles("app")) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    // The translator variables in scope: name → namespace, innermost function first.
    const visit = (node: ts.Node, scope: Map<string, string>) => {
      let inner = scope;
      if (ts.isFunctionLike(node) || ts.isSourceFile(node)) {
        inner = new Map(scope);
        const declare = (n: ts.Node) => {
          if (ts.isVariableDeclaration(n) && n.initializer && ts.isCallExpression(n.initializer)) {
            const ns = namespaceOf(n.initializer);
            if (ns !== undefined) {
              if (ts.isIdentifier(n.name)) inner.set(n.name.text, ns);
              else if (ts.isObjectBindingPattern(n.name))
                for (const element of n.name.elements) if (ts.isIdentifier(element.name)) inner.set(element.name.text, ns);
            }
          }
          if (n !== node && ts.isFunctionLike(n)) return;
          ts.forEachChild(n, declare);
        };
        ts.forEachChild(node, declare);
      }
      if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
        let ns: string | undefined;
        if (ts.isIdentifier(node.expression)) ns = inner.get(node.expression.text);
        else if (ts.isCallExpression(node.expression)) ns = namespaceOf(node.expression);
        if (ns !== undefined) {
          const text = node.arguments[0].text;
          const key = text.includes(":") ? text : `${ns}:${text}`;
          const options = node.arguments[1];
          let passed: Set<string> | null = new Set();
          if (options && ts.isObjectLiteralExpression(options)) {
            for (const property of options.properties) {
              if (
                (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
                property.name &&
                !ts.isComputedPropertyName(property.name)
              )
                passed.add(property.name.text);
              else passed = null;
              if (!passed) break;
            }
          } else if (options) passed = null;
          const plural = ["zero", "one", "two", "few", "many", "other"].map((form) => `${key}_${form}`);
          calls.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, keys: [key, ...plural], passed });
        }
      }
      ts.forEachChild(node, (child) => visit(child, inner));
    };
    visit(source, new Map());
  }
  return calls;
}

/**
 * The validation message keys the schemas produce: `m("key")` in app/lib/schemas/<ns>.ts,
 * `kindError("kind")` (common:validation.kind), and literal keys.
 */
function producedMessages(): Set<string> {
  const produced = new Set<string>();
  // messages.ts lists the values of messages, it produces none.
  for (const file of sourceFiles("app/lib/schemas").filter((path) => !path.endsWith("messages.ts"))) {
    const text = readFileSync(file, "utf8");
    const ns = file.match(/(\w+)\.ts$/)![1];
    for (const [, key] of text.matchAll(/\bm\("([\w.]+)"/g)) produced.add(`${ns}:validation.${key}`);
    for (const [, kind] of text.matchAll(/\bkindError\("(\w+)"/g)) produced.add(`common:validation.${kind}`);
    for (const [, key] of text.matchAll(/"([a-z]+:validation\.[\w.]+)"/g)) produced.add(key);
  }
  return produced;
}

describe("locale strings and the limits they state", () => {
  it("no string writes a length by hand: it names the limit ({{max, number}})", () => {
    expect(handWrittenLengths(strings)).toEqual([]);
  });

  it("the length check sees a hand-written limit in each language and form", () => {
    const table = new Map(
      [
        "Use 8–20 characters",
        "at most 1,000 characters",
        "{{min, number}} to 500 characters",
        "Enter the 6-digit code",
        "up to 16 letters and digits",
        "请至少填写10个字",
        "请使用 8–20 位字符",
        "最多100個字元",
      ].map((text, i) => [`x:${i}`, new Map([["en", text]])]),
    );
    expect(handWrittenLengths(table)).toHaveLength(table.size);
    const fine = new Map(
      ["Use {{min, number}}–{{max, number}} characters", "Chinese characters count as 2", "中文字符按2个计算", "starts with 8 or 9", "valid for 5 minutes"].map(
        (text, i) => [`y:${i}`, new Map([["en", text]])],
      ),
    );
    expect(handWrittenLengths(fine)).toEqual([]);
  });

  it("validation messages name only the values MESSAGE_VALUES passes for them, and it lists only produced messages", () => {
    const produced = producedMessages();
    const problems: string[] = [];
    for (const key of produced) {
      const texts = strings.get(key);
      if (!texts) {
        problems.push(`${key}: produced by a schema, missing from the locales`);
        continue;
      }
      // A message of a kind names the field it is shown on and the one bound it takes from its limit.
      const kind = kindOf(key);
      const bound = kind === undefined ? undefined : MESSAGE_KINDS[kind];
      const values = kind !== undefined ? { field: "", ...(bound ? { [bound]: 0 } : {}) } : (messageValues(key) ?? {});
      for (const [locale, text] of texts)
        for (const { name } of named(text)) if (!IMPLICIT.has(name) && !(name in values)) problems.push(`${key} (${locale}) names {{${name}}}, not passed`);
    }
    for (const key of [...Object.keys(MESSAGE_VALUES), ...Object.keys(MESSAGE_KINDS).map((kind) => `common:validation.${kind}`)])
      if (!produced.has(key)) problems.push(`${key}: in MESSAGE_VALUES or MESSAGE_KINDS, produced by no schema`);
    expect(problems).toEqual([]);
    expect(produced.size).toBeGreaterThan(20);
  });

  it("a message of a kind states the limit of the field it is shown on, from the contract's lists", () => {
    expect(messageValues("common:validation.tooLong", "content")).toEqual({ max: SUGGESTION_LIMITS.content.max });
    expect(messageValues("common:validation.tooLong", "contact")).toEqual({ max: SUGGESTION_LIMITS.contact.max });
    expect(messageValues("common:validation.tooLong", "contactEmail")).toEqual({ max: OPEN_API_APPLY_LIMITS.contactEmail.max });
    expect(messageValues("common:validation.tooLong", "email")).toEqual({ max: ACCOUNT_LIMITS.email.max });
    expect(messageValues("common:validation.tooShort", "content")).toEqual({ min: SUGGESTION_LIMITS.content.min });
    expect(messageValues("common:validation.required", "content")).toBeUndefined();
    // A field the lists do not hold, or no field: nothing to state, rather than another field's number.
    expect(messageValues("common:validation.tooLong", "nickname")).toBeUndefined();
    expect(messageValues("common:validation.tooLong")).toBeUndefined();
    // Every field of the lists has its entry, so a field added there needs no message of its own.
    for (const field of Object.keys({ ...SUGGESTION_LIMITS, ...OPEN_API_APPLY_LIMITS })) expect(FIELD_LIMITS[field]).toBeDefined();
  });

  it("every field the schemas give a message of a kind has a name in every locale, and a limit for a length kind", () => {
    // Each schema fed nothing, then every field far too long, then every field with a control
    // character and markup: the fields each kind is shown on.
    const schemas = [
      feedbackSchema,
      openApiSchema,
      accountSchemas.signUpSchema,
      accountSchemas.signInSchema,
      accountSchemas.institutionSignInSchema,
      accountSchemas.resetSchema,
      accountSchemas.twoStepSchema,
    ];
    // Every field of every schema (a discriminated union's options too), a new one included.
    const fieldsOf = (schema: unknown): string[] => {
      const { shape, options } = schema as { shape?: Record<string, unknown>; options?: unknown[] };
      return shape ? Object.keys(shape) : (options ?? []).flatMap(fieldsOf);
    };
    const names = [...new Set(schemas.flatMap(fieldsOf))];
    expect(names).toEqual(expect.arrayContaining(["content", "purpose", "email", "phoneNumber", "confirmPassword", "institutionId"]));
    const inputs = [{}, Object.fromEntries(names.map((name) => [name, "x".repeat(2000)])), Object.fromEntries(names.map((name) => [name, "a\u0007<b>"]))];
    const shown = new Map<string, string>();
    for (const schema of schemas)
      for (const input of inputs)
        for (const method of ["phone", "email"]) {
          const result = (schema as { safeParse: (value: unknown) => { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }).safeParse({
            ...input,
            method,
            areaCode: "+65",
          });
          for (const issue of result.error?.issues ?? [])
            if (kindOf(issue.message) !== undefined) shown.set(`${String(issue.path[0])} ${issue.message}`, String(issue.path[0]));
        }
    expect(shown.size).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const [what, field] of shown) {
      for (const locale of LOCALES)
        if (!strings.get(fieldNameKey(field) ?? "")?.get(locale))
          problems.push(`${what}: no name of ${field} (${fieldNameKey(field) ?? "no namespace"}, ${locale})`);
      const bound = MESSAGE_KINDS[kindOf(what.split(" ")[1])!];
      if (bound && FIELD_LIMITS[field]?.[bound] === undefined) problems.push(`${what}: no ${bound} in FIELD_LIMITS.${field}`);
    }
    expect(problems).toEqual([]);
  });

  it("every t call in app/ passes the values its string names, and every number-formatting string has one", () => {
    const calls = translationCalls();
    expect(calls.length).toBeGreaterThan(300);
    const problems: string[] = [];
    const called = new Set<string>();
    for (const call of calls) {
      for (const key of call.keys) {
        const texts = strings.get(key);
        if (!texts) continue;
        called.add(key);
        if (!call.passed) continue;
        for (const [locale, text] of texts)
          for (const { name } of named(text))
            if (!IMPLICIT.has(name) && !call.passed.has(name)) problems.push(`${call.file}:${call.line} t("${key}") does not pass {{${name}}} (${locale})`);
      }
    }
    for (const [key, texts] of strings) {
      if (/^\w+:validation\./.test(key) || called.has(key)) continue;
      for (const [locale, text] of texts)
        if (named(text).some(({ format }) => format === "number")) problems.push(`${key} (${locale}) states a number no call in app/ passes`);
    }
    expect(problems).toEqual([]);
    // Parsing every file of app/ takes a few seconds, more on a busy machine.
  }, 60_000);
});
