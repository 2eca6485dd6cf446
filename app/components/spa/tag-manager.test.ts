import { describe, expect, it } from "vitest";
import { isTagManagerPage, injectTagManager, tagManagerSrc, TAG_MANAGER_BLOCKLIST } from "./tag-manager";

describe("tag manager pages", () => {
  it("are sign-in and sign-up in every locale, nothing else", () => {
    for (const path of ["/sign-in", "/sign-up", "/cn/sign-in", "/hk/sign-up", "/sign-in?redirectTo=%2F", "/sign-up/"])
      expect(isTagManagerPage(path), path).toBe(true);
    for (const path of ["/sign", "/sign-in-institutional", "/sign-forgot", "/", "/cn/stocks"]) expect(isTagManagerPage(path), path).toBe(false);
  });
  it("loads the container of the configured id", () => {
    expect(tagManagerSrc("GTM-ABC123")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
  });
  it("blocks the container's custom HTML and custom JavaScript before it starts, once per document", () => {
    const appended: Array<{ src: string; nonce?: string }> = [];
    const doc = {
      createElement: () => ({
        dataset: {},
        setAttribute(this: { nonce?: string }, _name: string, value: string) {
          this.nonce = value;
        },
      }),
      head: { appendChild: (element: { src: string; nonce?: string }) => appended.push(element) },
    } as unknown as Document;
    const win = {} as Window;
    expect(injectTagManager("GTM-ABC123", doc, win)).toBe(true);
    expect(injectTagManager("GTM-ABC123", doc, win)).toBe(false);
    expect(win.dataLayer?.[0]).toEqual({ "gtm.blocklist": ["customScripts"] });
    expect(win.dataLayer?.[1]).toMatchObject({ event: "gtm.js" });
    expect(TAG_MANAGER_BLOCKLIST).toEqual(["customScripts"]);
    // No nonce: the page's CSP allows its own scripts by hash, and what they insert by 'strict-dynamic'.
    expect(appended).toEqual([expect.objectContaining({ src: tagManagerSrc("GTM-ABC123") })]);
    expect(appended[0].nonce).toBeUndefined();
  });
});
