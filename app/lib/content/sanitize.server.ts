/**
 * Upstream HTML (news articles, help answers) is never trusted: it goes through
 * sanitize-html with an allowlist before it reaches a page. Anything not listed is dropped:
 * scripts, iframes, styles, event handlers, forms, unknown tags (their text is kept, except
 * for the raw-text and embedding elements below, whose content goes too).
 *
 * - Links: http, https and mailto only; they open in a new tab with rel="noopener noreferrer
 *   nofollow". A link with any other target (javascript:, data:, relative) keeps its text only.
 *   A link to one of the brokerage's hosts (the mobile site, any host of its domain) goes through
 *   the redirect helper (`redirectHelperHref`, so a signed-in reader arrives signed in), in the
 *   same tab unless the link asks for a new one (target="_blank", then rel="noopener").
 * - Images: https or site-relative ("/images/…") only, loading="lazy"; anything else is removed.
 * - Every URL kept (a link's href, an image's src) loses the session hand-over key
 *   (`withoutHandOverKey`): an image of this site's own origin is a same-origin request the
 *   reader's browser makes unasked, and a key in it would sign the reader in to its account.
 * - h1 becomes h2 (the page has its own h1), h5/h6 become h4, b/i become strong/em; then each
 *   heading is brought to at most one level below the one before it (an article of h3 and h4
 *   becomes h2 and h3), since none may be skipped (WCAG 1.3.1, axe heading-order).
 */
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { serverEnv, SITE_DOMAIN } from "~/lib/config/env.server";
import { redirectHelperHref } from "~/lib/http/href";
import { allowedExternalUrl, withoutHandOverKey } from "~/lib/http/safe-redirect";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locale";

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "img",
  "br",
  "blockquote",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

/** Elements whose content is not text to show: dropped with their content. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "xmp",
  "iframe",
  "noscript",
  "noembed",
  "noframes",
  "object",
  "embed",
  "template",
  "svg",
  "math",
  "title",
  "select",
  "button",
];

const LINK_REL = "noopener noreferrer nofollow";

/** Removes the characters browsers ignore inside a URL scheme ("java\tscript:"). */
function compact(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f]/g, "");
}

function safeHref(href: string | undefined): boolean {
  if (!href) return false;
  return /^(https?:\/\/[^/\\]|mailto:)/i.test(compact(href));
}

function safeSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = compact(src);
  // Site-relative ("/images/x.svg"), but not protocol-relative ("//host", "/\host").
  return /^https:\/\/[^/\\]/i.test(value) || /^\/(?![/\\])/.test(value);
}

function dimension(value: string | undefined): string | undefined {
  return value && /^\d{1,4}$/.test(value) ? value : undefined;
}

function withoutUndefined(attribs: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Whether `href` (a safe, hand-over-free link) is on one of the brokerage's hosts: its domain and
 * subdomains (every environment's mobile site among them) or the configured MOBILE_SITE_ORIGIN.
 */
function onCompanyHost(href: string): boolean {
  const mobileSite = serverEnv().MOBILE_SITE_ORIGIN;
  return allowedExternalUrl(href, mobileSite ? [new URL(mobileSite).hostname] : [], SITE_DOMAIN) !== null;
}

/** The attributes of a safe link: through the redirect helper to a company host, else as it is in a new tab. */
function linkAttributes(attribs: sanitizeHtml.Attributes, locale: Locale): sanitizeHtml.Attributes {
  const href = withoutHandOverKey(attribs.href.trim());
  if (!onCompanyHost(href)) return { href, rel: LINK_REL, target: "_blank" };
  const helper = redirectHelperHref(href, locale);
  return attribs.target?.trim().toLowerCase() === "_blank" ? { href: helper, target: "_blank", rel: "noopener" } : { href: helper };
}

/** The sanitize-html options of a page in `locale` (the locale its helper links carry). */
const optionsFor = (locale: Locale): sanitizeHtml.IOptions => ({
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    a: (_tagName, attribs): sanitizeHtml.Tag =>
      safeHref(attribs.href) ? { tagName: "a", attribs: linkAttributes(attribs, locale) } : { tagName: "a", attribs: {} },
    img: (_tagName, attribs): sanitizeHtml.Tag =>
      safeSrc(attribs.src)
        ? {
            tagName: "img",
            attribs: withoutUndefined({
              src: withoutHandOverKey(attribs.src.trim()),
              alt: attribs.alt ?? "",
              width: dimension(attribs.width),
              height: dimension(attribs.height),
              loading: "lazy",
              decoding: "async",
            }),
          }
        : { tagName: "img", attribs: {} },
  },
  // A link left without a safe href keeps its text only; an image without a safe src goes.
  // (Unsafe ones are emptied above: transforming to a discarded tag name trips sanitize-html's
  // closing-tag bookkeeping.)
  exclusiveFilter: (frame) => {
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    if (frame.tag === "img" && !frame.attribs.src) return true;
    return false;
  },
});

const OPTIONS = new Map<Locale, sanitizeHtml.IOptions>();

/**
 * Answers of sanitizeContent and htmlToText by their input. Both are pure, and the articles they
 * read come from the upstream cache, so the same text came back on every request and was parsed
 * again each time: ~0.2 ms for a 2 KB article, a tenth of a news page's server time.
 * One cache per kind of answer, keyed by the input string itself (the upstream cache hands out
 * the same string, whose hash V8 keeps); each bounded by the characters it keeps (inputs and
 * answers, ~8 MB of strings).
 */
const answers = new Map<string, LRUCache<string, string>>();

function remembered(kind: string, html: string, work: (html: string) => string): string {
  let cache = answers.get(kind);
  if (!cache) {
    cache = new LRUCache<string, string>({ maxSize: 4_000_000, sizeCalculation: (value, key) => key.length + value.length + 1 });
    answers.set(kind, cache);
  }
  let answer = cache.get(html);
  if (answer === undefined) {
    answer = work(html);
    cache.set(html, answer);
  }
  return answer;
}

/**
 * Sanitized HTML with its headings in order under the page's h1: in document order, each heading
 * keeps its level but at most one below the heading before it (the first at most h2), so none is
 * skipped ("<h3>…<h4>" becomes "<h2>…<h3>", "<h3>…<h2>" becomes "<h2>…<h2>"). Works on
 * sanitize-html's output, whose headings are bare <h2>…<h4> tags (no attributes allowed).
 */
export function closeUpHeadings(html: string): string {
  let previous = 1;
  let open = 2;
  return html.replace(/<(\/?)h([2-4])>/g, (_tag, slash: string, level: string) => {
    if (slash) return `</h${open}>`;
    open = Math.min(Number(level), previous + 1);
    previous = open;
    return `<h${open}>`;
  });
}

/**
 * Upstream HTML made safe to render with dangerouslySetInnerHTML (see the allowlist above), for a
 * page in `locale` (the language of its redirect-helper links).
 */
export function sanitizeContent(html: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!html) return "";
  let options = OPTIONS.get(locale);
  if (!options) OPTIONS.set(locale, (options = optionsFor(locale)));
  return remembered(`content ${locale}`, html, (input) => closeUpHeadings(sanitizeHtml(input, options).trim()));
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
};

/**
 * The plain text of upstream HTML (for meta descriptions and excerpts): tags and dropped
 * elements removed, entities decoded, white space collapsed, cut to `max` characters.
 */
export function htmlToText(html: string | null | undefined, max = 160): string {
  if (!html) return "";
  return remembered(`text ${max}`, html, (input) => plainText(input, max));
}

function plainText(html: string, max: number): string {
  // Block ends become spaces so that "<p>a</p><p>b</p>" reads "a b".
  const spaced = html.replace(/<\/(p|h\d|li|td|th|blockquote)>|<br\s*\/?>/gi, (m) => `${m} `);
  const text = sanitizeHtml(spaced, TEXT_OPTIONS)
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
