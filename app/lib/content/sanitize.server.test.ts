import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeContent } from "~/lib/content/sanitize.server";
import { articles, questions } from "../../../sandbox/seed/content";

/** The hostile entries of the sandbox seed, in every language. */
const seeded = [...articles.filter((a) => a.id === "market-security-notice"), ...questions.filter((q) => q.id === "security-report-phishing")].flatMap(
  (entry) => Object.entries(entry.content).map(([lang, html]) => ({ name: `${entry.id} (${lang})`, html })),
);

function expectInert(out: string) {
  expect(out).not.toMatch(/<script|<iframe|<object|<embed|<style|<svg|<form|<input/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|data:text/i);
  expect(out).not.toMatch(/\sstyle\s*=/i);
  expect(out).not.toContain("__xss");
}

/** Where the first link of sanitized HTML leads: its href, or the target of a redirect-helper link. */
function linkTarget(html: string): string | null {
  const href = /href="([^"]*)"/.exec(html)?.[1].replace(/&amp;/g, "&") ?? null;
  return href?.startsWith("/action/redirect?") ? new URLSearchParams(href.slice(href.indexOf("?"))).get("target") : href;
}

describe("sanitizeContent", () => {
  it("finds the hostile seed entries", () => {
    expect(seeded).toHaveLength(6);
  });

  for (const { name, html } of seeded) {
    it(`renders ${name} inert and keeps its text`, () => {
      const out = sanitizeContent(html);
      expectInert(out);
      expect(out).toContain("<p>");
      expect(out).toContain('<a href="https://www.scamshield.gov.sg/" rel="noopener noreferrer nofollow" target="_blank">ScamShield</a>');
    });
  }

  it("drops scripts, iframes and styles with their content", () => {
    expect(sanitizeContent('<p>a</p><script>window.__xss=1</script><style>p{color:red}</style><iframe src="https://example.com">x</iframe><p>b</p>')).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("drops event handlers and style attributes", () => {
    expect(sanitizeContent('<p style="color:red" onmouseover="window.__xss=1" class="x" id="y">hi</p>')).toBe("<p>hi</p>");
    expect(sanitizeContent('<strong onclick="alert(1)">bold</strong>')).toBe("<strong>bold</strong>");
  });

  it("keeps http, https and mailto links, opening in a new tab with a safe rel", () => {
    expect(sanitizeContent('<a href="https://example.com/a?b=1&amp;c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeContent('<a href="mailto:help@example.com">mail</a>')).toContain('href="mailto:help@example.com"');
    expect(sanitizeContent('<a href="http://example.com">x</a>')).toContain('href="http://example.com"');
  });

  it("drops a session hand-over key from a link, and keeps the rest of its query", () => {
    expect(linkTarget(sanitizeContent('<a href="https://www.dolphin-securities.sg/stocks?tokenKey=abc&amp;HCode=H1#top">x</a>'))).toBe(
      "https://www.dolphin-securities.sg/stocks?HCode=H1#top",
    );
    expect(sanitizeContent('<a href="https://example.com/?tokenKey=abc">x</a>')).toContain('href="https://example.com/"');
    // Another parameter of that name only in part, and the exact name in another case, are other parameters.
    expect(sanitizeContent('<a href="https://example.com/?mytokenKeyX=1">x</a>')).toContain('href="https://example.com/?mytokenKeyX=1"');
    expect(sanitizeContent('<a href="https://example.com/?tokenkey=1">x</a>')).toContain('href="https://example.com/?tokenkey=1"');
  });

  it("drops the hand-over key by its decoded name, however it is spelled, as the hand-over reads it", () => {
    const cases: [string, string][] = [
      ["https://www.dolphin-securities.sg/stocks?tokenKe%79=abc", "https://www.dolphin-securities.sg/stocks"],
      ["https://www.dolphin-securities.sg/stocks?%74okenKey=abc&amp;HCode=H1", "https://www.dolphin-securities.sg/stocks?HCode=H1"],
      ["https://www.dolphin-securities.sg/stocks?HCode=H1&amp;%74%6F%6B%65%6E%4B%65%79=abc#top", "https://www.dolphin-securities.sg/stocks?HCode=H1#top"],
      // HTML character references are decoded before the URL is read, as a browser does.
      ["https://www.dolphin-securities.sg/stocks?tokenKe&#121;=abc", "https://www.dolphin-securities.sg/stocks"],
      // A browser drops tabs and newlines inside a URL.
      ["https://www.dolphin-securities.sg/stocks?tokenK&#9;ey=abc", "https://www.dolphin-securities.sg/stocks"],
      // Twice and with an empty value; other parameters keep their spelling ("a%20b", "+").
      ["https://example.com/?tokenKey=1&amp;q=a%20b+c&amp;tokenKe%79=&amp;z", "https://example.com/?q=a%20b+c&amp;z"],
      // A query in the fragment (a hash-routed page reads it) and a fragment that is one.
      ["https://m.dolphin-securities.sg/#/open?tokenKey=abc&amp;x=1", "https://m.dolphin-securities.sg/#/open?x=1"],
      ["https://m.dolphin-securities.sg/#/open?tokenKe%79=abc", "https://m.dolphin-securities.sg/#/open"],
      ["https://m.dolphin-securities.sg/x#tokenKey=abc", "https://m.dolphin-securities.sg/x"],
    ];
    for (const [href, expected] of cases) expect(linkTarget(sanitizeContent(`<a href="${href}">x</a>`)), href).toBe(expected.replace(/&amp;/g, "&"));
    // Names the hand-over does not read are other parameters: another case, encoded twice, a part.
    for (const href of [
      "https://example.com/?TOKENKEY=1",
      "https://example.com/?tokenKe%2579=1",
      "https://example.com/?tokenKeys=1",
      "https://example.com/#tokenKey-section",
    ]) {
      expect(sanitizeContent(`<a href="${href}">x</a>`), href).toContain(`href="${href}"`);
    }
  });

  it("drops the hand-over key from an image's src too: an image of this site would sign the reader in unasked", () => {
    const src = (html: string) => /src="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    const cases: [string, string][] = [
      ["/?tokenKey=abc", "/"],
      ["/?tokenKe%79=abc", "/"],
      ["/images/a.png?%74okenKey=abc&amp;v=2", "/images/a.png?v=2"],
      ["/stocks?tokenK&#9;ey=abc", "/stocks"],
      ["/x.png#/open?tokenKey=abc", "/x.png#/open"],
      ["https://www.dolphin-securities.sg/?tokenKey=abc", "https://www.dolphin-securities.sg/"],
      ["https://cdn.example.com/a.png?tokenKe%79=abc&amp;w=1", "https://cdn.example.com/a.png?w=1"],
    ];
    for (const [given, expected] of cases) expect(src(sanitizeContent(`<img src="${given}" alt="">`)), given).toBe(expected);
    // Other parameters of an image, and images without a query, are as written.
    expect(sanitizeContent('<img src="/images/a.png?v=a%20b&amp;tokenkey=1" alt="">')).toContain('src="/images/a.png?v=a%20b&amp;tokenkey=1"');
  });

  it("turns links with other targets into their text", () => {
    for (const href of [
      "javascript:window.__xss=1",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:x",
      "/relative",
      "//evil.example/x",
      "#top",
    ]) {
      expect(sanitizeContent(`<p><a href="${href}" onclick="window.__xss=1">text</a></p>`), href).toBe("<p>text</p>");
    }
    expect(sanitizeContent("<p><a>no href</a></p>")).toBe("<p>no href</p>");
    // A removed link before a kept one at the same depth leaves the kept one well formed.
    expect(
      sanitizeContent('<p><a href="javascript:x">a</a> <a href="https://example.com">b</a></p><p><img src="x"><a href="https://example.com">c</a></p>'),
    ).toBe(
      '<p>a <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">b</a></p><p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">c</a></p>',
    );
  });

  it("keeps https and site-relative images, lazy, and drops every other image", () => {
    expect(sanitizeContent('<img src="/images/news/a.svg" alt="Chart" width="640" height="360" onerror="x()">')).toBe(
      '<img src="/images/news/a.svg" alt="Chart" width="640" height="360" loading="lazy" decoding="async" />',
    );
    expect(sanitizeContent('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="" loading="lazy" decoding="async" />',
    );
    for (const src of [
      "x",
      "http://example.com/a.png",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "",
    ]) {
      expect(sanitizeContent(`<p>a<img src="${src}" onerror="window.__xss=1">b</p>`), src).toBe("<p>ab</p>");
    }
    expect(sanitizeContent('<img src="/a.png" width="100%" height="9e9">')).toBe('<img src="/a.png" alt="" loading="lazy" decoding="async" />');
  });

  it("keeps the allowlisted structure and maps headings", () => {
    const html =
      "<h1>T</h1><h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><ul><li><b>x</b></li></ul><ol><li><i>y</i></li></ol><blockquote>q</blockquote><p>a<br>b</p>";
    expect(sanitizeContent(html)).toBe(
      "<h2>T</h2><h2>A</h2><h3>B</h3><h4>C</h4><h4>D</h4><ul><li><strong>x</strong></li></ul><ol><li><em>y</em></li></ol><blockquote>q</blockquote><p>a<br />b</p>",
    );
    expect(
      sanitizeContent(
        '<table><caption>Fees</caption><thead><tr><th scope="col" style="x">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      ),
    ).toBe('<table><caption>Fees</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>');
  });

  it("brings each heading to at most one level below the one before it, from h2", () => {
    expect(sanitizeContent("<h3>A</h3><p>x</p><h4>B</h4>")).toBe("<h2>A</h2><p>x</p><h3>B</h3>");
    expect(sanitizeContent("<h2>A</h2><h4>B</h4><h6>C</h6>")).toBe("<h2>A</h2><h3>B</h3><h4>C</h4>");
    expect(sanitizeContent("<h3>A</h3><h2>B</h2><h4>C</h4>")).toBe("<h2>A</h2><h2>B</h2><h3>C</h3>");
    expect(sanitizeContent("<h2>A</h2><h4>B</h4><h3>C</h3>")).toBe("<h2>A</h2><h3>B</h3><h3>C</h3>");
    expect(sanitizeContent("<h4>Only</h4>")).toBe("<h2>Only</h2>");
    expect(sanitizeContent("<h2 id=x>A</h2><h3>B</h3>")).toBe("<h2>A</h2><h3>B</h3>");
    expect(sanitizeContent("<p>no headings</p>")).toBe("<p>no headings</p>");
  });

  it("removes forms, inputs, SVG and unknown tags but keeps harmless text", () => {
    expect(
      sanitizeContent(
        '<div><span>a</span><form action="https://evil.example"><input value="x"><button>b</button></form><svg><script>1</script></svg><math>m</math></div>',
      ),
    ).toBe("a");
    expect(sanitizeContent("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("sends links to the brokerage's hosts through the redirect helper, in the tab the link asks for", () => {
    const helper = (target: string, locale = "en") => `/action/redirect?target=${encodeURIComponent(target)}&amp;locale=${locale}`;
    const mobile = "https://m.dolphin-securities.sg/deposit?from=help";
    expect(sanitizeContent(`<p><a href="${mobile}">Deposit</a></p>`)).toBe(`<p><a href="${helper(mobile)}">Deposit</a></p>`);
    expect(sanitizeContent(`<p><a href="${mobile}" target="_blank">Deposit</a></p>`, "cn")).toBe(
      `<p><a href="${helper(mobile, "cn")}" target="_blank" rel="noopener">Deposit</a></p>`,
    );
    expect(sanitizeContent('<a href="https://dolphin-securities.sg/x" target="_top">x</a>', "zh-hk")).toBe(
      `<a href="${helper("https://dolphin-securities.sg/x", "zh-hk")}">x</a>`,
    );
    // The hand-over key is dropped from the target as from any link.
    expect(sanitizeContent('<a href="https://m.dolphin-securities.sg/a?tokenKe%79=evil&amp;b=1">a</a>')).toBe(
      `<a href="${helper("https://m.dolphin-securities.sg/a?b=1")}">a</a>`,
    );
    // Look-alikes, plain http and userinfo are other sites: kept as they are, in a new tab.
    for (const other of [
      "https://dolphin-securities.sg.evil.example/",
      "https://evildolphin-securities.sg/",
      "http://m.dolphin-securities.sg/",
      "https://m.dolphin-securities.sg@evil.example/",
    ]) {
      expect(sanitizeContent(`<a href="${other}">o</a>`), other).toBe(`<a href="${other}" rel="noopener noreferrer nofollow" target="_blank">o</a>`);
    }
  });

  it("answers an empty string for nothing", () => {
    expect(sanitizeContent(null)).toBe("");
    expect(sanitizeContent(undefined)).toBe("");
    expect(sanitizeContent("")).toBe("");
  });
});

describe("htmlToText", () => {
  it("gives the plain text without markup or script content", () => {
    expect(htmlToText("<p>One &amp; two</p><script>window.__xss=1</script><p>three&lt;4</p>")).toBe("One & two three<4");
  });
  it("cuts long text on a word with an ellipsis", () => {
    const text = htmlToText(`<p>${"word ".repeat(100)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith("…")).toBe(true);
  });
  for (const { name, html } of seeded) {
    it(`has no markup for ${name}`, () => {
      expect(htmlToText(html, 1000)).not.toMatch(/<[a-z/]|__xss/i);
    });
  }
});

describe("remembered answers", () => {
  it("answers each input as the first time, per kind and per length", () => {
    const html = "<p>Kept <b>bold</b></p><script>window.__xss=1</script>";
    const first = sanitizeContent(html);
    expect(first).toBe("<p>Kept <strong>bold</strong></p>");
    expect(sanitizeContent(html)).toBe(first);
    // The same input asked as text, and with another length, gets its own answer.
    expect(htmlToText(html)).toBe("Kept bold");
    expect(htmlToText(`<p>${"word ".repeat(20)}</p>`, 20)).toBe("word word word…");
    expect(htmlToText(`<p>${"word ".repeat(20)}</p>`, 160)).toBe("word ".repeat(20).trim());
    expect(sanitizeContent("<p>Other</p>")).toBe("<p>Other</p>");
  });
});
