/**
 * The customer-support chat link (product.md §Chat), built on the server
 * when the visitor opens chat (routes/resources/chat.ts), so the signing secret never reaches the
 * browser and no page carries a visitor's signed link. The link carries the plugin id and widget
 * language of the locale, a random nonce, a millisecond timestamp, web_token, c_cf_uuid and the
 * signature SHA1(uuid + nonce + timestamp + secret), upper-cased (Node's built-in crypto: no crypto
 * library in the browser bundle).
 *
 * web_token and c_cf_uuid are the signed-in user's uuid (the chat service's customer key and a
 * custom field); the session token is never put in the link (product.md §Session: it stays HttpOnly). An
 * anonymous visitor gets an empty uuid: the chat service treats them as a guest (no extra cookie
 * or identifier is made up for them). See docs/spa-behaviours.md.
 */
import { createHash, randomUUID } from "node:crypto";
import { CHAT_PLUGIN_ID } from "~/lib/config/constants";
import type { Locale } from "~/lib/i18n/locale";

/** Widget language values the chat service understands (product.md §Chat). */
export type ChatLanguage = "zh-cn" | "en-us";

/**
 * Plugin id and widget language per site locale. zh-hk uses the Chinese desk (3723, zh-cn): the
 * visitor chose Chinese, and the widget has no traditional-Chinese option (decision documented in
 * docs/spa-behaviours.md). Anything else falls back to en (product.md §Chat: the client locale defaults to en).
 */
export const CHAT_WIDGETS: Record<Locale, { pluginId: number; language: ChatLanguage }> = {
  en: { pluginId: CHAT_PLUGIN_ID.en, language: "en-us" },
  cn: { pluginId: CHAT_PLUGIN_ID.cn, language: "zh-cn" },
  "zh-hk": { pluginId: CHAT_PLUGIN_ID.cn, language: "zh-cn" },
};

/** product.md §Chat: SHA1 of uuid + nonce + timestamp + secret (joined without separators), upper-case hex. */
export function chatSignature(uuid: string, nonce: string, timestamp: number | string, secret: string): string {
  return createHash("sha1").update(`${uuid}${nonce}${timestamp}${secret}`, "utf8").digest("hex").toUpperCase();
}

/**
 * A random nonce: 32 hex digits, the 122 random bits of a version-4 UUID (RFC 9562). Node draws
 * UUIDs from a buffer it fills 128 at a time; randomBytes(16) went to the system's generator on
 * every page, 2-3 % of the server's time on the home page in a CPU profile.
 */
export function chatNonce(): string {
  return randomUUID().replaceAll("-", "");
}

export interface ChatLinkInput {
  /** The chat service's entry URL (CHAT_ORIGIN); its own path and query are kept. */
  base: string;
  locale: Locale;
  /** The signed-in user's uuid, or "" for an anonymous visitor. */
  uuid: string;
  secret: string;
  /** Milliseconds since the epoch (defaults to now). */
  now?: number;
  nonce?: string;
}

/** The signed link and the widget it opens (the chat route redirects to `href`). */
export interface ChatLink {
  href: string;
  pluginId: number;
  language: ChatLanguage;
}

/** Builds the signed chat link for one visitor and locale. */
export function buildChatLink({ base, locale, uuid, secret, now = Date.now(), nonce = chatNonce() }: ChatLinkInput): ChatLink {
  const widget = CHAT_WIDGETS[locale] ?? CHAT_WIDGETS.en;
  const timestamp = String(now);
  const url = new URL(base);
  url.searchParams.set("web_plugin_id", String(widget.pluginId));
  url.searchParams.set("language", widget.language);
  url.searchParams.set("nonce", nonce);
  url.searchParams.set("timestamp", timestamp);
  url.searchParams.set("web_token", uuid);
  url.searchParams.set("c_cf_uuid", uuid);
  url.searchParams.set("signature", chatSignature(uuid, nonce, timestamp, secret));
  return { href: url.href, pluginId: widget.pluginId, language: widget.language };
}
