/**
 * Query strings under the product.md §Query strings parsing limits — at most QUERY_PARAMETER_LIMIT (1000)
 * parameters, array index limit QUERY_ARRAY_LIMIT (20: an index of 20 or more makes an object
 * key), depth QUERY_DEPTH (5) — qs's options, which server.ts gives Express's query parser. The
 * pages read their queries as flat URLSearchParams (no arrays or nesting), so of the three only
 * the parameter count applies to them: a query with more parameters keeps its first 1000
 * (trimQuery).
 */
import qs from "qs";
import { QUERY_ARRAY_LIMIT, QUERY_DEPTH, QUERY_PARAMETER_LIMIT } from "~/lib/config/constants";

/** qs.parse options of product.md §Query strings. */
export const QUERY_PARSE_OPTIONS = { parameterLimit: QUERY_PARAMETER_LIMIT, arrayLimit: QUERY_ARRAY_LIMIT, depth: QUERY_DEPTH } as const;

/** `search` (without "?") parsed by qs under the product.md §Query strings limits: Express's `query parser`. */
export function parseQuery(search: string): qs.ParsedQs {
  return qs.parse(search, QUERY_PARSE_OPTIONS);
}

/**
 * `search` (without "?") cut to its first QUERY_PARAMETER_LIMIT parameters ("&"-separated), or null
 * when it is within the limit already. Empty parts ("a=1&&b=2") are not counted: qs spends its
 * limit on them too, so it may read a few parameters fewer of a query full of stray separators,
 * which no page relies on; the cut is about a query's size, not its exact last parameter.
 */
export function trimQuery(search: string): string | null {
  // Each parameter takes at least one character and a separator: a shorter query is within it.
  if (search.length < QUERY_PARAMETER_LIMIT * 2) return null;
  const parameters = search.split("&").filter(Boolean);
  return parameters.length > QUERY_PARAMETER_LIMIT ? parameters.slice(0, QUERY_PARAMETER_LIMIT).join("&") : null;
}
