/**
 * Text measures for form limits (product.md §Forms). `textLength` counts characters as a person does (code
 * points, so an emoji is one); `textWidth` is product.md §Forms's character-width helper, where every
 * non-ASCII character counts as 2 (a CJK character takes two columns, and two bytes in the legacy
 * stores these limits come from). Both are shared by the zod schemas and the live counters.
 */

/** Number of characters (Unicode code points) of a text. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

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
