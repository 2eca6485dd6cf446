/**
 * The visitor's region: the edge's country header when the configured proxy sets one, else the
 * quotes-location service's answer for the client address, cached per address for a short time and
 * never holding the page up (a failure or a slow answer means "unknown").
 */
import type { AppLoadContext } from "@remix-run/node";
import { serverEnv } from "~/lib/config/env.server";
import { LOCALE_INFO, type Locale } from "~/lib/i18n/locale";
import { AREA_CODE_BY_REGION, DEFAULT_AREA_CODE, type AreaCode } from "~/lib/schemas/account";
import { cachedWithBudget } from "~/lib/upstream/cache.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getIpInfo } from "~/services/quotes/quotes.server";

const REGION_TTL_MS = 10 * 60_000;
const REGION_BUDGET_MS = 400;

/** The request header the edge (the configured proxy) sets to the visitor's country. */
export const REGION_HEADER = "X-Region";

/**
 * The visitor's country as the edge named it (X-Region, which server.ts drops unless the request
 * came through the configured proxy, TRUST_PROXY): a two-letter code, "" when the edge said it
 * does not know ("XX", as CDNs write an unknown country), or null when the edge said nothing.
 */
export function edgeRegion(request: Request): string | null {
  const value = request.headers.get(REGION_HEADER);
  if (value === null) return null;
  return /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX" ? value.toUpperCase() : "";
}

/**
 * The visitor's two-letter country code, or "" when unknown: the edge's (edgeRegion), else the
 * quotes-location service's for the client address, which makes the answer the visitor's own
 * (`context.cache.personal`: no shared cache may keep it).
 */
export function visitorRegion(request: Request, context: AppLoadContext): Promise<string> {
  const fromEdge = edgeRegion(request);
  if (fromEdge !== null) return Promise.resolve(fromEdge);
  context.cache.personal = true;
  const ip = context.clientIp;
  if (!ip) return Promise.resolve("");
  return cachedWithBudget(`region:${ip}`, { ttlMs: REGION_TTL_MS, budgetMs: REGION_BUDGET_MS, fallback: "", service: "quotes-location" }, async () => {
    const info = await getIpInfo(upstreamContext(request, context), ip);
    return info.countryCode.toUpperCase();
  });
}

/** The area code of the site a visitor reads when their region says nothing: /hk is read in Hong Kong, /cn in mainland China. */
const AREA_CODE_BY_LOCALE: Record<Locale, AreaCode> = { en: DEFAULT_AREA_CODE, cn: "+86", "zh-hk": "+852" };

/**
 * The default phone area code for a visitor from `region` (a two-letter code, "" when unknown)
 * reading the site in `locale`: the region's when the forms offer it, else the locale's (on
 * /hk an unknown region would give +65, and a Hong Kong mobile starting with 9 passes as a
 * Singapore number, so its code would go to Singapore).
 */
export function areaCodeFor(region: string, locale: Locale): AreaCode {
  return AREA_CODE_BY_REGION[region] ?? AREA_CODE_BY_LOCALE[locale];
}

/** The default phone area code for the visitor of `request` reading the site in `locale` (areaCodeFor). */
export async function defaultAreaCode(request: Request, context: AppLoadContext, locale: Locale): Promise<AreaCode> {
  return areaCodeFor(await visitorRegion(request, context), locale);
}

/**
 * The visitor's region name in the UI language when it is one of RESTRICTED_REGIONS,
 * else null. Named on the server so the server and the browser print the same text.
 */
export async function restrictedRegionName(request: Request, context: AppLoadContext, locale: Locale): Promise<string | null> {
  const region = await visitorRegion(request, context);
  const restricted = serverEnv()
    .RESTRICTED_REGIONS.split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (!region || !restricted.includes(region)) return null;
  try {
    return new Intl.DisplayNames([LOCALE_INFO[locale].htmlLang], { type: "region" }).of(region) ?? region;
  } catch {
    return region;
  }
}
