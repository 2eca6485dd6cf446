/**
 * Campaign codes in client navigations (product.md §Navigation): every push or replace navigation of the Remix
 * router — links, useNavigate, <Form> submissions — passes through `router.navigate`, so wrapping
 * it once is the one place where the HCode and ICode of the current page are added to the next
 * when it lacks them. Links rendered on the server already carry them (AppLink); this covers
 * useNavigate calls and forms, whose action URL then carries them into the server's redirect.
 */
import { CAMPAIGN_PARAMS } from "~/lib/config/constants";

/** What the wrapper needs of the router (`window.__remixRouter`). */
export interface NavigableRouter {
  navigate: (to: unknown, opts?: Record<string, unknown>) => Promise<void>;
}

export interface NavigationContext {
  /** The current location's pathname and search. */
  pathname: string;
  search: string;
  /** Configured default HCode ("" for none). */
  defaultHCode: string;
}

/** The campaign parameters to add to a query that lacks them (current page first, then the default HCode). */
export function missingCampaignParams(target: { has(name: string): boolean }, currentSearch: string, defaultHCode: string): Array<[string, string]> {
  const current = new URLSearchParams(currentSearch);
  const out: Array<[string, string]> = [];
  for (const name of CAMPAIGN_PARAMS) {
    if (target.has(name)) continue;
    const value = current.get(name) ?? (name === "HCode" ? defaultHCode : "");
    if (value) out.push([name, value]);
  }
  return out;
}

function withParams(search: string, params: Array<[string, string]>): string {
  if (!params.length) return search;
  const query = new URLSearchParams(search);
  for (const [name, value] of params) query.set(name, value);
  const s = query.toString();
  return s ? `?${s}` : "";
}

/**
 * A navigation target with the campaign codes carried. Only same-site absolute paths ("/x?y#z"),
 * query-only strings ("?y") and location objects are changed; route-relative paths ("../x") are
 * left to the router, which resolves them against the route, not the URL.
 */
export function carryCampaignCodes(to: unknown, ctx: Pick<NavigationContext, "search" | "defaultHCode">): unknown {
  if (typeof to === "string") {
    if (!(to.startsWith("?") || (to.startsWith("/") && !to.startsWith("//")))) return to;
    const hashAt = to.indexOf("#");
    const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
    const hash = hashAt >= 0 ? to.slice(hashAt) : "";
    const queryAt = beforeHash.indexOf("?");
    const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
    const search = queryAt >= 0 ? beforeHash.slice(queryAt) : "";
    const params = missingCampaignParams(new URLSearchParams(search), ctx.search, ctx.defaultHCode);
    return params.length ? `${path}${withParams(search, params)}${hash}` : to;
  }
  if (to && typeof to === "object") {
    const location = to as { pathname?: string; search?: string; hash?: string };
    const params = missingCampaignParams(new URLSearchParams(location.search ?? ""), ctx.search, ctx.defaultHCode);
    return params.length ? { ...location, search: withParams(location.search ?? "", params) } : to;
  }
  return to;
}

/** One navigation's target and options with the campaign codes carried. */
export function enhanceNavigation(
  to: unknown,
  opts: Record<string, unknown> | undefined,
  ctx: NavigationContext,
): [unknown, Record<string, unknown> | undefined] {
  if (typeof to === "number") return [to, opts];
  const method = typeof opts?.formMethod === "string" ? opts.formMethod.toUpperCase() : null;
  if (method === "GET" && opts?.formData instanceof FormData) {
    // A GET submission replaces the query with the form's fields: carry the codes as fields.
    for (const [name, value] of missingCampaignParams(opts.formData, ctx.search, ctx.defaultHCode)) opts.formData.set(name, value);
    return [to, opts];
  }
  return [carryCampaignCodes(to, ctx), opts];
}

const WRAPPED = Symbol.for("dolphin.navigate-wrapped");

/**
 * Wraps `router.navigate` once; `context` is read at each navigation. Returns a function that
 * restores the original. A failing enhancement never stops the navigation itself.
 */
export function wrapRouterNavigate(router: NavigableRouter, context: () => NavigationContext): () => void {
  const current = router.navigate as NavigableRouter["navigate"] & { [WRAPPED]?: boolean };
  if (current[WRAPPED]) return () => undefined;
  const original = router.navigate.bind(router);
  const wrapped = Object.assign(
    (to: unknown, opts?: Record<string, unknown>) => {
      let args: [unknown, Record<string, unknown> | undefined] = [to, opts];
      try {
        args = enhanceNavigation(to, opts, context());
      } catch {
        // Never let an enhancement stop a navigation.
      }
      return original(...args);
    },
    { [WRAPPED]: true },
  );
  router.navigate = wrapped;
  return () => {
    if (router.navigate === wrapped) router.navigate = current;
  };
}
