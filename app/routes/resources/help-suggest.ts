/**
 * GET /resources/help-suggest?q=&locale= — suggestions for the help search box: the
 * first few autosearch matches (title and id only) in the given locale. Called by the combobox
 * after the product.md §Interface debounce; an upstream failure answers no items and the product.md §Errors text.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { fixedT } from "~/lib/i18n/i18n.server";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/i18n/locale";
import { upstreamContext } from "~/lib/upstream/context.server";
import { SEARCH_KEYWORD_LIMIT, truncateText } from "~/services/contract";
import { autoSearch, section, SUGGEST_LIMIT } from "~/services/news/news.server";

const querySchema = z.object({
  q: z.string().transform((v) => truncateText(v.trim(), SEARCH_KEYWORD_LIMIT.max)),
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
});

export interface HelpSuggestions {
  q: string;
  items: Array<{ id: string; title: string }>;
  total: number;
  error: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { q, locale } = querySchema.parse({ q: url.searchParams.get("q") ?? "", locale: url.searchParams.get("locale") ?? undefined });
  const headers = { "Cache-Control": "private, max-age=60", Vary: "Cookie" };
  if (!q) return json<HelpSuggestions>({ q, items: [], total: 0, error: null }, { headers });
  const ctx = upstreamContext(request, context, locale);
  const result = await section(autoSearch(ctx, { keyword: q, type: "help", page: 1, pageSize: SUGGEST_LIMIT }), "help suggestions");
  if (result.error) {
    const text = result.error.msg ?? fixedT(locale)(result.error.messageKey);
    return json<HelpSuggestions>({ q, items: [], total: 0, error: text }, { headers: { "Cache-Control": "no-store" } });
  }
  const items = result.data.items.map(({ id, title }) => ({ id, title }));
  return json<HelpSuggestions>({ q, items, total: result.data.total, error: null }, { headers });
}
