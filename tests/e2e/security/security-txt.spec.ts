/**
 * /.well-known/security.txt (RFC 9116): served as text/plain; charset=utf-8 and valid by the RFC's
 * rules, parsed here field by field (§2.5, §4): every line a comment, blank, or a known field; Contact
 * at least once; Expires exactly once, an RFC 3339 date-time in the future and at most a year ahead
 * (§2.5.5); Preferred-Languages and Policy at most once; Canonical naming the URL it was fetched from.
 * The browser tests' server leaves the SECURITY_* variables at their sample defaults.
 */
import { expect, test } from "../fixtures";

/** RFC 9116 §2.5's fields, and how many times each may appear ([min, max]). */
const FIELDS: Record<string, [number, number]> = {
  acknowledgments: [0, Infinity],
  canonical: [0, Infinity],
  contact: [1, Infinity],
  encryption: [0, Infinity],
  expires: [1, 1],
  hiring: [0, Infinity],
  policy: [0, Infinity],
  "preferred-languages": [0, 1],
};
/** RFC 3339 §5.6 date-time. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** The fields of a security.txt, by lower-case name, in order; throws on a line that is none of RFC 9116 §4's. */
function parse(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line);
    if (!match) throw new Error(`not a field: ${JSON.stringify(line)}`);
    const name = match[1].toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]]);
  }
  return fields;
}

test("security.txt is served, valid by RFC 9116: Contact, Expires ahead and within a year, languages, policy, canonical", async ({ request, baseURL }) => {
  const url = `${baseURL}/.well-known/security.txt`;
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text.endsWith("\n")).toBe(true);
  const fields = parse(text);
  for (const [name, [min, max]] of Object.entries(FIELDS)) {
    const count = fields.get(name)?.length ?? 0;
    expect(count, name).toBeGreaterThanOrEqual(min);
    expect(count, name).toBeLessThanOrEqual(max);
  }
  for (const name of fields.keys()) expect(Object.keys(FIELDS), `${name} is a field of RFC 9116`).toContain(name);
  // §2.5.3: a URI; a web one https only.
  for (const contact of fields.get("contact")!) {
    expect(contact, contact).toMatch(/^(mailto:|https:\/\/|tel:)/);
    expect(URL.canParse(contact), contact).toBe(true);
  }
  expect(fields.get("contact")).toEqual(["mailto:security@example.com"]);
  // §2.5.5: an RFC 3339 date-time; advised less than a year ahead.
  const expires = fields.get("expires")![0];
  expect(expires).toMatch(DATE_TIME);
  const until = Date.parse(expires) - Date.now();
  expect(until).toBeGreaterThan(0);
  expect(until).toBeLessThanOrEqual(365 * 86_400_000);
  // §2.5.8: comma-separated RFC 5646 tags.
  expect(fields.get("preferred-languages")![0].split(/, */)).toEqual(["en", "zh"]);
  expect(fields.get("preferred-languages")![0]).toMatch(/^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*(, ?[A-Za-z]{2,3}(-[A-Za-z0-9]+)*)*$/);
  for (const policy of fields.get("policy")!) expect(policy).toMatch(/^https:\/\//);
  // §2.5.2: the file names where it lives, here the URL it was fetched from (no PUBLIC_ORIGIN).
  expect(fields.get("canonical")).toEqual([url]);
});
