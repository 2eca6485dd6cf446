/**
 * docs/architecture.md "Adding a field to a form" stays a walk of this repository: every file and
 * folder it names exists (a brace list, `app/locales/{en,cn,zh-hk}/service.json`, names one of
 * each): a rename or a move that the example does not follow fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DOC = "docs/architecture.md";
const HEADING = "## Adding a field to a form";

/** The section's text, from its heading to the next one of the same level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${heading} not found`);
  const end = markdown.indexOf("\n## ", start + heading.length + 2);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** `a/{x,y}/b` → `a/x/b`, `a/y/b` (one brace list, as the docs write them). */
function expandBraces(path: string): string[] {
  const match = /\{([^}]+)\}/.exec(path);
  if (!match) return [path];
  return match[1].split(",").flatMap((part) => expandBraces(path.replace(match[0], part)));
}

/** The repository paths among the section's code spans: a folder of the repository first, a slash. */
function pathsIn(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return spans.filter((span) => /^(app|server|sandbox|scripts|tests|docs|deploy)\/[\w./{},-]*$/.test(span)).flatMap(expandBraces);
}

const text = section(readFileSync(DOC, "utf8"), HEADING);
const steps = text.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step));

describe(`${DOC} "Adding a field to a form"`, () => {
  it("lists its files as numbered steps", () => {
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(pathsIn(text).length).toBeGreaterThanOrEqual(10);
  });

  it.each(pathsIn(text).map((path) => [path]))("%s exists", (path) => {
    expect(existsSync(path), `${path}: named by the example, not in the repository`).toBe(true);
  });
});
