/**
 * Text measures for form limits (product.md §Forms). Length is the upstream contract's
 * `textLength` (code points, so an emoji is one; `app/services/contract.ts` says why);
 * `textWidth` is product.md §Forms's character-width helper, where every non-ASCII character
 * counts as 2 (a CJK character takes two columns, and two bytes in the legacy stores these limits
 * come from). Both are shared by the zod schemas and the live counters.
 */
import { textLength } from "~/services/contract";

/** product.md §Forms character width: ASCII (U+0000–U+007F) counts 1, every other character 2. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return width;
}

/** The measures a limit can be expressed in. */
export type TextMeasure = "length" | "width";

/** Measures a text by length or by width. */
export function measureText(text: string, measure: TextMeasure): number {
  return measure === "width" ? textWidth(text) : textLength(text);
}
