import { describe, expect, it } from "vitest";
import { CHAT_WIDGETS, buildChatLink, chatNonce, chatSignature } from "~/lib/content/chat-link.server";

/*
 * Known vectors, computed once outside this code with coreutils:
 *   printf '%s' 'u-7f3c9a21''9b1f0c2d4e6a8b3c''1735689600123''vector-secret' | sha1sum
 *     → 88587ac74da3f33a52511104c89d4e72f97ea288
 *   printf '%s' '''n0nce''1700000000000''vector-secret' | sha1sum     (anonymous: empty uuid)
 *     → 25228cfa755555deb8355ffba139ae5cac0324c9
 */
const VECTOR = { uuid: "u-7f3c9a21", nonce: "9b1f0c2d4e6a8b3c", timestamp: 1735689600123, secret: "vector-secret" };
const VECTOR_SIGNATURE = "88587AC74DA3F33A52511104C89D4E72F97EA288";
const ANONYMOUS_SIGNATURE = "25228CFA755555DEB8355FFBA139AE5CAC0324C9";

describe("chat signature (product.md §Chat)", () => {
  it("is SHA1(uuid + nonce + timestamp + secret), upper-cased, matching the known vector", () => {
    expect(chatSignature(VECTOR.uuid, VECTOR.nonce, VECTOR.timestamp, VECTOR.secret)).toBe(VECTOR_SIGNATURE);
    expect(chatSignature(VECTOR.uuid, VECTOR.nonce, String(VECTOR.timestamp), VECTOR.secret)).toBe(VECTOR_SIGNATURE);
  });

  it("signs an anonymous visitor with an empty uuid", () => {
    expect(chatSignature("", "n0nce", 1_700_000_000_000, "vector-secret")).toBe(ANONYMOUS_SIGNATURE);
  });

  it("changes with every part", () => {
    const base = chatSignature(VECTOR.uuid, VECTOR.nonce, VECTOR.timestamp, VECTOR.secret);
    expect(chatSignature("u-other", VECTOR.nonce, VECTOR.timestamp, VECTOR.secret)).not.toBe(base);
    expect(chatSignature(VECTOR.uuid, "other", VECTOR.timestamp, VECTOR.secret)).not.toBe(base);
    expect(chatSignature(VECTOR.uuid, VECTOR.nonce, VECTOR.timestamp + 1, VECTOR.secret)).not.toBe(base);
    expect(chatSignature(VECTOR.uuid, VECTOR.nonce, VECTOR.timestamp, "other")).not.toBe(base);
  });

  it("makes a fresh random nonce each time", () => {
    const a = chatNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(chatNonce()).not.toBe(a);
  });
});

describe("chat link (product.md §Chat)", () => {
  it("carries plugin id, widget language, nonce, ms timestamp, web_token, c_cf_uuid and the signature", () => {
    const link = buildChatLink({ base: "https://chat.example.sg/im_client/?source=web", locale: "en", ...VECTOR, now: VECTOR.timestamp });
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe("https://chat.example.sg/im_client/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: "web",
      web_plugin_id: "3728",
      language: "en-us",
      nonce: VECTOR.nonce,
      timestamp: "1735689600123",
      web_token: VECTOR.uuid,
      c_cf_uuid: VECTOR.uuid,
      signature: VECTOR_SIGNATURE,
    });
    expect(link).toMatchObject({ pluginId: 3728, language: "en-us" });
    expect(link.href).not.toContain(VECTOR.secret);
  });

  it("uses plugin 3723 and zh-cn for cn and zh-hk, 3728 and en-us for en", () => {
    expect(CHAT_WIDGETS.cn).toEqual({ pluginId: 3723, language: "zh-cn" });
    expect(CHAT_WIDGETS["zh-hk"]).toEqual({ pluginId: 3723, language: "zh-cn" });
    expect(CHAT_WIDGETS.en).toEqual({ pluginId: 3728, language: "en-us" });
    const cn = new URL(buildChatLink({ base: "https://chat.example.sg", locale: "cn", uuid: "", secret: "s" }).href);
    expect(cn.searchParams.get("web_plugin_id")).toBe("3723");
    expect(cn.searchParams.get("language")).toBe("zh-cn");
  });

  it("defaults the timestamp to now, in milliseconds", () => {
    const before = Date.now();
    const stamp = Number(new URL(buildChatLink({ base: "https://chat.example.sg", locale: "en", uuid: "", secret: "s" }).href).searchParams.get("timestamp"));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});
