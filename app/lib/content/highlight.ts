/**
 * Search-match highlighting without HTML strings: the text is split into plain and matching
 * segments, and the component renders the matches as <mark>. React escapes every segment, so a
 * hostile keyword or title stays text (escape first, then mark).
 */
export interface Segment {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A word as a pattern that ignores punctuation, as the help search does: "W8BEN" matches
 * "W-8BEN" and "W-8BEN" matches "W8BEN". The word's own punctuation is left out and any run of it
 * is allowed between two of its other characters: `\p{P}*` and a character that is not
 * punctuation never match the same text, so the pattern cannot backtrack without end
 * (optional marks side by side did: seconds on a run of six dots).
 */
function looseWord(word: string): string {
  return Array.from(word.replace(/\p{P}+/gu, ""), escapeRegExp).join("\\p{P}*");
}

/**
 * The segments of `text` with every case-insensitive occurrence of the query's words marked,
 * punctuation inside a word ignored. Words with fewer than `minLength` letters or digits are not
 * marked (except in CJK text, where one character counts).
 */
export function highlightSegments(text: string, query: string, minLength = 2): Segment[] {
  const words = Array.from(
    new Set(
      query
        .trim()
        .split(/\s+/)
        .filter((word) => word.replace(/[^\p{L}\p{N}]/gu, "").length >= minLength || /[\u3400-\u9fff]/.test(word)),
    ),
  ).sort((a, b) => b.length - a.length);
  if (!text || words.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(looseWord).join("|")})`, "giu");
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index ?? 0;
    if (found[0].length === 0) continue;
    if (at > last) segments.push({ text: text.slice(last, at), match: false });
    segments.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
