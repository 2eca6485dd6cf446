/** Plain-text helpers for content search. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** HTML to plain text: tags dropped, common entities decoded, white space collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/?(a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** What a search ignores: punctuation and white space ("W8BEN", "w-8ben", "W-8 BEN" alike). */
const IGNORED = "[\\p{P}\\p{Z}\\s]";
const IGNORED_RUNS = new RegExp(`${IGNORED}+`, "gu");

/** Text folded for matching a search keyword: width-normalised (NFKC), lower case, IGNORED left out. */
export function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(IGNORED_RUNS, "");
}

/**
 * Where `keyword` first occurs in `text`, as the search matches (fold: case and IGNORED do not
 * count, "W8BEN" is found in "W-8BEN"), or -1.
 */
export function looseIndexOf(text: string, keyword: string): number {
  const chars = Array.from(fold(keyword));
  if (chars.length === 0) return -1;
  const pattern = new RegExp(chars.map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(`${IGNORED}*`), "iu");
  return text.normalize("NFKC").search(pattern);
}

/**
 * A short excerpt of `text` around the first match of `keyword` (looseIndexOf; or its start when
 * there is none), with an ellipsis where it was cut.
 */
export function excerpt(text: string, keyword: string, before = 40, length = 140): string {
  const at = keyword ? looseIndexOf(text, keyword) : -1;
  let start = at > before ? at - before : 0;
  // Start on a word boundary when there is one before the match (not in CJK text).
  const space = start > 0 ? text.indexOf(" ", start) : -1;
  if (space !== -1 && space < at) start = space + 1;
  let end = Math.min(text.length, start + length);
  const lastSpace = end < text.length ? text.lastIndexOf(" ", end) : -1;
  if (lastSpace > Math.max(at + keyword.length, start)) end = lastSpace;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
