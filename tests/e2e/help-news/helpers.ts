/**
 * Helpers of the help and news browser specs (help-news/*.spec.ts): the locale files' texts, the
 * sandbox's seeded content, and the checks that hostile markup stays inert.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { questions } from "../../../sandbox/seed/content";
import { expect as baseExpect } from "../fixtures";
import { LOCALES } from "../pages";

export const expect = baseExpect.configure({ timeout: 15_000 });

export type LocaleId = (typeof LOCALES)[number]["id"];
export type Json = Record<string, unknown>;

export const help: Record<LocaleId, Json> = Object.fromEntries(
  LOCALES.map((l) => [l.id, JSON.parse(readFileSync(`app/locales/${l.id}/help.json`, "utf8"))]),
) as Record<LocaleId, Json>;

/** A help.json (or common.json) text by dotted key, with {{vars}} filled in. */
export function text(locale: LocaleId, key: string, vars: Record<string, string | number> = {}, source = help): string {
  let value: unknown = source[locale];
  for (const part of key.split(".")) value = (value as Json)[part];
  if (typeof value !== "string") throw new Error(`no text ${key} in ${locale}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

export const question = (id: string) => questions.find((q) => q.id === id)!;

export async function expectNoXss(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}
