/** The page registry and its expected headings, read from the same files the site uses. */
import { readFileSync } from "node:fs";

export interface RegistryPage {
  key: string;
  path: string;
  /** The layout the page forces (the registry's "layouts"), if any. */
  layout?: "login" | "h5";
  group?: string;
}

const registry = JSON.parse(readFileSync("app/pages.json", "utf8")) as { pages: RegistryPage[]; layouts: Record<string, "login" | "h5"> };

export const PAGES: RegistryPage[] = registry.pages.map((page) => ({ ...page, layout: registry.layouts[page.key] }));

export const LOCALES = [
  { id: "en", prefix: "", htmlLang: "en" },
  { id: "cn", prefix: "/cn", htmlLang: "zh-CN" },
  { id: "zh-hk", prefix: "/hk", htmlLang: "zh-HK" },
] as const;

const meta: Record<string, Record<string, { title: string; description: string; heading: string }>> = Object.fromEntries(
  LOCALES.map((l) => [l.id, JSON.parse(readFileSync(`app/locales/${l.id}/meta.json`, "utf8"))]),
);
const common: Record<string, { brand: string }> = Object.fromEntries(
  LOCALES.map((l) => [l.id, JSON.parse(readFileSync(`app/locales/${l.id}/common.json`, "utf8"))]),
);

/** A page's h1 in a locale, with {{brand}} filled in. */
export function heading(locale: string, key: string): string {
  return meta[locale][key].heading.replaceAll("{{brand}}", common[locale].brand);
}

/** The URL of a page in a locale (optional parameters left out). */
export function pageUrl(prefix: string, page: RegistryPage): string {
  const path = page.path.replace(/\/:[^/]+\?$/, "");
  if (!path) return prefix || "/";
  return `${prefix}/${path}`;
}

/** Pages that only a signed-in user sees (anonymous visitors are sent to sign-in). */
export const AUTH_PAGES = new Set(["payment-records", "open-api-apply", "two-step-verification"]);

/** Pages that answer only within a flow (the session hand-over's question): without one they send home. */
export const FLOW_PAGES = new Set(["hand-over"]);
