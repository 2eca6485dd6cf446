/**
 * handleDataRequest (app/entry.server.tsx): a data request whose session the site's clock ended is
 * answered with a document load of the page, through the site's redirect check (docs/security.md
 * §Open redirects): a page at "//evil.example" is a path of this site, never a Location of another host.
 */
import { describe, expect, it } from "vitest";
import { handleDataRequest } from "~/entry.server";

const timedOut = (url: string) =>
  ({ request: new Request(url), params: {}, context: { state: { timedOut: true } } }) as unknown as Parameters<typeof handleDataRequest>[1];

async function location(url: string): Promise<string | null> {
  const response = await handleDataRequest(new Response("{}"), timedOut(url));
  expect(response.status).toBe(302);
  expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
  return response.headers.get("Location");
}

describe("handleDataRequest: a timed-out session's data request", () => {
  it("reloads the same page of this site, its query kept without _data", async () => {
    expect(await location("http://localhost/cn/stocks?_data=root&HCode=H1")).toBe("/cn/stocks?HCode=H1");
    expect(await location("http://localhost/pricing?_data=routes%2Fpricing")).toBe("/pricing");
  });

  it("never names another host, however the page's path begins", async () => {
    for (const url of [
      "http://localhost//evil.example?_data=not-found",
      "http://localhost///evil.example/x?_data=not-found",
      "http://localhost/%2F%2Fevil.example?_data=root",
    ]) {
      const target = (await location(url)) ?? "";
      expect(target, url).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, "https://site.invalid").origin, url).toBe("https://site.invalid");
    }
    expect(await location("http://localhost//evil.example?_data=not-found")).toBe("/evil.example");
  });

  it("drops a hand-over key from the page it reloads", async () => {
    expect(await location("http://localhost/stocks?_data=root&tokenKey=k&a=1")).toBe("/stocks?a=1");
  });
});
