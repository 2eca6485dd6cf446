/**
 * How the upstream services count the characters of a text, and the one limit every page's help
 * search box needs: part of the upstream contract (contract.ts re-exports all of it), apart so
 * that the box loads these few lines rather than every list and limit of the contract. No imports.
 */

/**
 * Number of characters of a text as the upstream counts them: Unicode code points, so an emoji
 * (two UTF-16 code units, what `String.length` and zod's `.max()` count) is one. Code points
 * rather than graphemes because they are what the upstream's utf8mb4 columns hold and count, and
 * because the count is the same in every JavaScript engine: grapheme rules (`Intl.Segmenter`)
 * follow the engine's Unicode version, so the browser's counter and the server could disagree
 * about a new emoji sequence. Every limit below is in this measure, on the site and in the sandbox.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The first `max` characters of `text` (`textLength`): what a box limited to `max` keeps, counted
 * as the upstream counts. `String.slice` would count UTF-16 code units and could cut an emoji in
 * half, leaving a lone surrogate that is no character at all.
 */
export function truncateText(text: string, max: number): string {
  // Code points never outnumber code units: a text short in units is short in characters.
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    end += char.length;
    count += 1;
  }
  return text.slice(0, end);
}

/**
 * news-helpcenter auto-search `keyword`: at most 100 characters. The search box stops there and a
 * longer query (a hand-written URL) is cut to it (`truncateText`) before it is sent.
 */
export const SEARCH_KEYWORD_LIMIT = { max: 100 } as const satisfies { readonly max: number };
