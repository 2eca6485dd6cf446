import { describe, expect, it } from "vitest";
import { resourcesJson, textsVersion } from "~/lib/i18n/i18n.server";
import { loader } from "./locales";

const get = (path: string, locale: string) => loader({ request: new Request(`http://localhost${path}`), params: { locale }, context: {} as never });

describe("GET /locales/:locale", () => {
  it("answers the current texts' version cached for a year, immutable", async () => {
    const response = await get(`/locales/cn?v=${textsVersion}`, "cn");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(resourcesJson.cn);
  });

  it("revalidates any other version, so an old page never fixes the current texts under its URL", async () => {
    for (const path of ["/locales/en?v=0123456789ab", "/locales/en?v=none", "/locales/en"]) {
      const response = await get(path, "en");
      expect(response.headers.get("Cache-Control"), path).toBe("public, no-cache");
      expect(await response.text(), path).toBe(resourcesJson.en);
    }
  });

  it("is a 404 for anything but a locale", async () => {
    await expect(get("/locales/fr", "fr")).rejects.toMatchObject({ status: 404 });
  });
});
