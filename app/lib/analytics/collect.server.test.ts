import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ANALYTICS_BODY_BYTES, analyticsSite, forwardToCollector, parseClientBatch, tagManagerId, toCollectorBatch } from "~/lib/analytics/collect.server";
import { ANALYTICS_TIMEOUT_MS } from "~/lib/config/constants";
import { resetServerEnvCache } from "~/lib/config/env.server";

const SITE = { domain: "www.dolphin-securities.sg", environment: "production" as const, project: "production" as const };

describe("the proxy's input", () => {
  it("accepts a batch of known events and drops unknown properties", () => {
    const parsed = parseClientBatch(
      JSON.stringify({
        events: [{ event: "button_click", page_name: "/discover", time: 5, properties: { button_name: "discover-more", app_type: 99, evil: "x" } }],
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      batch: { events: [{ event: "button_click", page_name: "/discover", time: 5, properties: { button_name: "discover-more" } }] },
    });
  });
  it("refuses what is not a valid batch", () => {
    expect(parseClientBatch("not json")).toEqual({ ok: false, status: 400 });
    expect(parseClientBatch(JSON.stringify({ events: [] }))).toEqual({ ok: false, status: 400 });
    expect(parseClientBatch(JSON.stringify({ events: [{ event: "purchase", page_name: "/" }] }))).toEqual({ ok: false, status: 400 });
    expect(parseClientBatch(JSON.stringify({ events: Array.from({ length: 21 }, () => ({ event: "page_view", page_name: "/" })) }))).toEqual({
      ok: false,
      status: 400,
    });
    expect(parseClientBatch(JSON.stringify({ events: [{ event: "page_leave", page_name: "/", properties: { event_duration: 432_001 } }] }))).toEqual({
      ok: false,
      status: 400,
    });
    expect(parseClientBatch(JSON.stringify({ events: [{ event: "button_click", page_name: "/", properties: { button_name: "<script>" } }] }))).toEqual({
      ok: false,
      status: 400,
    });
  });
  it("refuses bodies over the size limit", () => {
    expect(parseClientBatch("x".repeat(MAX_ANALYTICS_BODY_BYTES + 1))).toEqual({ ok: false, status: 413 });
  });
});

describe("the collector batch (product.md §Analytics)", () => {
  it("stamps page_media, website_domain, app_type 12, app_env and a clean page_name on every event", () => {
    const batch = toCollectorBatch(
      {
        events: [
          { event: "page_view", page_name: "https://evil.example/cn/stocks/?q=1#top", time: 1_000, properties: { distinct_id: "v1", page_title: "Stocks" } },
        ],
      },
      SITE,
      2_000,
    );
    expect(batch).toEqual({
      project: "production",
      events: [
        {
          event: "page_view",
          time: 1_000,
          properties: {
            distinct_id: "v1",
            page_title: "Stocks",
            page_media: "web",
            website_domain: "www.dolphin-securities.sg",
            app_type: 12,
            app_env: "production",
            page_name: "/cn/stocks",
          },
        },
      ],
    });
  });
  it("keeps a plausible client time, else the receive time", () => {
    const now = Date.UTC(2026, 10, 1);
    const times = toCollectorBatch(
      {
        events: [
          { event: "page_view", page_name: "/", time: now - 1000, properties: {} },
          { event: "page_view", page_name: "/", time: now + 3 * 86_400_000, properties: {} },
          { event: "page_view", page_name: "/", properties: {} },
        ],
      },
      SITE,
      now,
    ).events.map((e) => e.time);
    expect(times).toEqual([now - 1000, now, now]);
  });
});

describe("the site of a request", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    delete process.env.PUBLIC_ORIGIN;
    delete process.env.ANALYTICS_ORIGIN;
    resetServerEnvCache();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvCache();
  });
  it("uses the production project on the production host and the default one elsewhere", () => {
    expect(analyticsSite(new Request("https://www.dolphin-securities.sg/stocks"))).toMatchObject({
      domain: "www.dolphin-securities.sg",
      environment: "production",
      project: "production",
    });
    expect(analyticsSite(new Request("https://uat.dolphin-securities.sg/"))).toMatchObject({ environment: "uat", project: "default" });
    expect(analyticsSite(new Request("http://localhost:3000/"))).toMatchObject({ domain: "localhost", environment: "local", project: "default" });
  });
  it("sends to ANALYTICS_ORIGIN when set", () => {
    process.env.ANALYTICS_ORIGIN = "https://collector.example.sg";
    resetServerEnvCache();
    expect(analyticsSite(new Request("http://localhost:3000/")).collectorOrigin).toBe("https://collector.example.sg");
  });
});

describe("forwarding", () => {
  it("posts { project, events } to /analytics/collect with a 20 s timeout", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const batch = { project: "default" as const, events: [{ event: "page_view", time: 1, properties: { page_name: "/" } }] };
    await forwardToCollector(batch, "http://127.0.0.1:4000", fetchImpl);
    expect(timeout).toHaveBeenCalledWith(ANALYTICS_TIMEOUT_MS);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe("http://127.0.0.1:4000/analytics/collect");
    expect(init.method).toBe("POST");
    // The body is the JSON text forwardToCollector writes.
    expect(JSON.parse(init.body as string)).toEqual(batch);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    timeout.mockRestore();
  });
  it("fails when the collector does", async () => {
    const fetchImpl = vi.fn(async () => new Response("no", { status: 500 }));
    await expect(forwardToCollector({ project: "default", events: [] }, "http://x", fetchImpl as unknown as typeof fetch)).rejects.toThrow(/HTTP 500/);
  });
});

describe("tag manager id", () => {
  const saved = process.env.TAG_MANAGER_ID;
  afterEach(() => {
    if (saved === undefined) delete process.env.TAG_MANAGER_ID;
    else process.env.TAG_MANAGER_ID = saved;
    resetServerEnvCache();
  });
  it("is the configured id, or null (nothing injected) when none is set", () => {
    delete process.env.TAG_MANAGER_ID;
    resetServerEnvCache();
    expect(tagManagerId()).toBeNull();
    process.env.TAG_MANAGER_ID = "GTM-ABC123";
    resetServerEnvCache();
    expect(tagManagerId()).toBe("GTM-ABC123");
  });
});
